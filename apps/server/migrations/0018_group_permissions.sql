CREATE TABLE "group_permission" (
	"group_id" integer NOT NULL,
	"resource" text NOT NULL,
	"action" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_permission_group_id_resource_action_pk" PRIMARY KEY("group_id","resource","action"),
	CONSTRAINT "group_permission_action_check" CHECK ("group_permission"."action" in ('read','create','update','delete','publish'))
);
--> statement-breakpoint
ALTER TABLE "navigation_item" ADD COLUMN "required_permission" text;--> statement-breakpoint
-- Every process keeps the grants in memory (src/modules/permissions/store.ts): a change, by any
-- code path, moves the `permissions` scope so each process reads them again at its next request.
CREATE TRIGGER "group_permission_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_permission" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('permissions');--> statement-breakpoint
-- The navigation tree shows only what the reader may open.
CREATE TRIGGER "group_permission_navigation_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_permission" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('navigation');
