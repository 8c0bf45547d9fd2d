CREATE TABLE "code_list_item" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_list_item_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_key" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"conductivity" jsonb NOT NULL,
	"min_temperature" double precision NOT NULL,
	"max_temperature" double precision NOT NULL,
	"thicknesses" jsonb NOT NULL,
	"density" double precision,
	"fire_class" text,
	"recommended" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"calculation_data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_selected_project" (
	"user_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_selected_project" ADD CONSTRAINT "user_selected_project_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_selected_project" ADD CONSTRAINT "user_selected_project_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_list_item_list_sort_idx" ON "code_list_item" USING btree ("list","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_code_uq" ON "product" USING btree ("code");--> statement-breakpoint
CREATE INDEX "project_user_idx" ON "project" USING btree ("user_id","updated_at");