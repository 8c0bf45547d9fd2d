CREATE TABLE "cache_version" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_secret_hash_uq" ON "api_key" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_key_user_idx" ON "api_key" USING btree ("user_id");--> statement-breakpoint
-- Cached reads (src/http/readCache.ts): every statement that changes a table behind a cached
-- read bumps its scope's version and notifies the server processes, whichever code ran it.
CREATE OR REPLACE FUNCTION "insulcalc_bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_version" ("scope", "version") VALUES (TG_ARGV[0], 1)
    ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_version"."version" + 1;
  PERFORM pg_notify('insulcalc_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "code_list_item_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "code_list_item" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('codelists');--> statement-breakpoint
CREATE TRIGGER "product_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('products');--> statement-breakpoint
CREATE TRIGGER "translation_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "translation" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('translations');--> statement-breakpoint
CREATE TRIGGER "navigation_item_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "navigation_item" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('navigation');--> statement-breakpoint
CREATE TRIGGER "app_setting_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_setting" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_cache_version"('settings');
--> statement-breakpoint
-- Cached sessions (src/modules/account/sessions.ts): a session ended, shortened or moved to
-- another user, or any change to a user (deactivated, language), drops them in every process.
-- The sliding-expiry touch (expiry moved later) does not.
CREATE OR REPLACE FUNCTION "insulcalc_bump_session_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_version" ("scope", "version") VALUES ('sessions', 1)
    ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_version"."version" + 1;
  PERFORM pg_notify('insulcalc_cache', 'sessions');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_session_ended_cache_version" AFTER DELETE OR TRUNCATE ON "user_session" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "user_session_shortened_cache_version" AFTER UPDATE ON "user_session" FOR EACH ROW WHEN (NEW."expires_at" < OLD."expires_at" OR NEW."absolute_expires_at" < OLD."absolute_expires_at" OR NEW."user_id" IS DISTINCT FROM OLD."user_id") EXECUTE FUNCTION "insulcalc_bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "user_account_cache_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "user_account" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_session_version"();
