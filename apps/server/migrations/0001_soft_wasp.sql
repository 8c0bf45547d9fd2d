CREATE TABLE "account_token" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "external_login" (
	"provider_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "external_login_provider_id_subject_pk" PRIMARY KEY("provider_id","subject")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_auth_request" (
	"state" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_url" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_lower" text NOT NULL,
	"email" text,
	"full_name" text,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"selected_language" text,
	"selected_theme" text,
	"remember_grid_filters" boolean DEFAULT true NOT NULL,
	"enable_telemetry" boolean DEFAULT true NOT NULL,
	"enable_mini_profiler" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"antiforgery_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"client_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "translation" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text,
	"source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE TABLE "navigation_item" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"title_key" text NOT NULL,
	"tooltip_key" text,
	"url" text,
	"icon_key" text,
	"class_name" text,
	"base_name" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"expanded" boolean DEFAULT false NOT NULL,
	"source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_error" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trace_id" text,
	"span_id" text,
	"time_stamp" timestamp with time zone,
	"log_level" text,
	"state" text,
	"exception" text,
	"user_id" text,
	"user_agent" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_timing" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_trace_id" text,
	"operation_id" text,
	"display_name" text,
	"start_time" timestamp with time zone,
	"processing_time" double precision,
	"tags" jsonb,
	"user_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_login" ADD CONSTRAINT "external_login_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_token_user_idx" ON "account_token" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "account_token_secret_uq" ON "account_token" USING btree ("purpose","secret_hash");--> statement-breakpoint
CREATE INDEX "external_login_user_idx" ON "external_login" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_username_lower_uq" ON "user_account" USING btree ("username_lower");--> statement-breakpoint
CREATE INDEX "user_account_email_idx" ON "user_account" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_session_expires_idx" ON "user_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "translation_language_idx" ON "translation" USING btree ("language");--> statement-breakpoint
CREATE INDEX "translation_source_idx" ON "translation" USING btree ("source");--> statement-breakpoint
CREATE INDEX "navigation_item_parent_idx" ON "navigation_item" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "telemetry_error_received_idx" ON "telemetry_error" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "telemetry_error_trace_idx" ON "telemetry_error" USING btree ("trace_id");--> statement-breakpoint
CREATE INDEX "telemetry_timing_received_idx" ON "telemetry_timing" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "telemetry_timing_trace_idx" ON "telemetry_timing" USING btree ("parent_trace_id");