CREATE TABLE "report" (
	"id" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_calculation" (
	"project_id" text NOT NULL,
	"calculation_id" text NOT NULL,
	"user_id" text,
	"project_name" text NOT NULL,
	"calculation_name" text NOT NULL,
	"equipment" text NOT NULL,
	"calculation_type" text NOT NULL,
	"energy_saving" double precision,
	"month" text NOT NULL,
	"project_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_calculation_project_id_calculation_id_pk" PRIMARY KEY("project_id","calculation_id")
);
--> statement-breakpoint
CREATE TABLE "report_product_use" (
	"project_id" text NOT NULL,
	"calculation_id" text NOT NULL,
	"layer" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"thickness" double precision,
	"equipment" text NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "report_product_use_project_id_calculation_id_layer_pk" PRIMARY KEY("project_id","calculation_id","layer")
);
--> statement-breakpoint
CREATE TABLE "dashboard" (
	"id" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"owner_user_id" text,
	"based_on" text NOT NULL,
	"audience" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard" ADD CONSTRAINT "dashboard_owner_user_id_user_account_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_calculation_month_idx" ON "report_calculation" USING btree ("month","project_id","calculation_id");--> statement-breakpoint
CREATE INDEX "dashboard_owner_idx" ON "dashboard" USING btree ("owner_user_id","based_on");