CREATE TABLE "user_group_member" (
	"user_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_member_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "navigation_item" ADD COLUMN "required_group" text;--> statement-breakpoint
ALTER TABLE "code_list_item" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "code_list_item" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "datasheet" jsonb;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "user_group_member" ADD CONSTRAINT "user_group_member_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_group_member_group_idx" ON "user_group_member" USING btree ("group_id");--> statement-breakpoint
-- Group memberships are part of the cached session (administrators see the Administration
-- screens): a change drops cached sessions in every process, as a change to the user does.
CREATE TRIGGER "user_group_member_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_group_member" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_session_version"();--> statement-breakpoint
-- The navigation tree is filtered by group: a membership change must not serve a stale tree.
CREATE TRIGGER "user_group_member_navigation_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_group_member" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('navigation');
