CREATE TABLE "entity" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name_key" text NOT NULL,
	"provider" text NOT NULL,
	"display_attribute" text,
	"permissions" jsonb NOT NULL,
	"keep_history" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_id_check" CHECK ("entity"."id" ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$')
);
--> statement-breakpoint
CREATE TABLE "entity_attribute" (
	"entity_id" text NOT NULL,
	"name" text NOT NULL,
	"data_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"max_length" integer,
	"pattern" text,
	"display_name_key" text,
	"options" jsonb,
	"readonly" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entity_attribute_entity_id_name_pk" PRIMARY KEY("entity_id","name"),
	CONSTRAINT "entity_attribute_type_check" CHECK ("entity_attribute"."data_type" in ('text','longText','email','integer','decimal','boolean','date','dateTime','code','localizedText','file','reference','json'))
);
--> statement-breakpoint
CREATE TABLE "entity_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"user_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_instance" (
	"entity_id" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"display_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_user_id" text,
	"parent_entity_attribute_id" text,
	"parent_entity_instance_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_instance_entity_id_id_pk" PRIMARY KEY("entity_id","id")
);
--> statement-breakpoint
CREATE TABLE "entity_lock" (
	"entity_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" text,
	"user_name" text,
	"reason" text,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entity_lock_entity_id_instance_id_pk" PRIMARY KEY("entity_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "user_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unit_system" text DEFAULT 'SI' NOT NULL,
	"auto_hide_errors" boolean DEFAULT false NOT NULL,
	"auto_hide_warnings" boolean DEFAULT true NOT NULL,
	"auto_hide_infos" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preference_unit_check" CHECK ("user_preference"."unit_system" in ('SI','imperial'))
);
--> statement-breakpoint
CREATE TABLE "form" (
	"id" text PRIMARY KEY NOT NULL,
	"form_group_id" text NOT NULL,
	"name" text NOT NULL,
	"section_name" text NOT NULL,
	"title_key" text NOT NULL,
	"tooltip_key" text,
	"save_message_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_id_check" CHECK ("form"."id" ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$')
);
--> statement-breakpoint
CREATE TABLE "form_group" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"name" text NOT NULL,
	"title_key" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"route" text,
	"is_search_page" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_group_route_unique" UNIQUE("route"),
	CONSTRAINT "form_group_id_check" CHECK ("form_group"."id" ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$'),
	CONSTRAINT "form_group_route_check" CHECK ("form_group"."route" ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$')
);
--> statement-breakpoint
CREATE TABLE "form_version" (
	"form_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"definition" jsonb NOT NULL,
	"javascript" text,
	"javascript_version" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "form_version_form_id_version_pk" PRIMARY KEY("form_id","version"),
	CONSTRAINT "form_version_status_check" CHECK ("form_version"."status" in ('draft','published','archived'))
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"attribute" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entity_attribute" ADD CONSTRAINT "entity_attribute_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_instance" ADD CONSTRAINT "entity_instance_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_instance" ADD CONSTRAINT "entity_instance_owner_user_id_user_account_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preference" ADD CONSTRAINT "user_preference_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_form_group_id_form_group_id_fk" FOREIGN KEY ("form_group_id") REFERENCES "public"."form_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_group" ADD CONSTRAINT "form_group_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_version" ADD CONSTRAINT "form_version_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_history_instance_idx" ON "entity_history" USING btree ("entity_id","instance_id","id");--> statement-breakpoint
CREATE INDEX "entity_instance_parent_idx" ON "entity_instance" USING btree ("parent_entity_instance_id");--> statement-breakpoint
CREATE INDEX "entity_instance_updated_idx" ON "entity_instance" USING btree ("entity_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_group_section_uq" ON "form" USING btree ("form_group_id","section_name");--> statement-breakpoint
CREATE UNIQUE INDEX "form_version_one_draft_uq" ON "form_version" USING btree ("form_id") WHERE "form_version"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "form_version_script_idx" ON "form_version" USING btree ("form_id","javascript_version");--> statement-breakpoint
CREATE INDEX "stored_file_instance_idx" ON "stored_file" USING btree ("entity_id","instance_id");