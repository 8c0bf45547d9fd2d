-- API keys cache their owner like sessions do (src/modules/account/apiKeys.ts), under the
-- `sessions` data version: a key revoked, shortened or deleted (its user deleted) must be refused
-- at the next request in every process. The once-a-minute last_used_at touch does not bump it.
CREATE TRIGGER "api_key_revoked_cache_version" AFTER UPDATE ON "api_key" FOR EACH ROW WHEN (NEW."revoked_at" IS DISTINCT FROM OLD."revoked_at" OR NEW."expires_at" IS DISTINCT FROM OLD."expires_at" OR NEW."user_id" IS DISTINCT FROM OLD."user_id" OR NEW."secret_hash" IS DISTINCT FROM OLD."secret_hash") EXECUTE FUNCTION "insulcalc_bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "api_key_deleted_cache_version" AFTER DELETE OR TRUNCATE ON "api_key" FOR EACH STATEMENT EXECUTE FUNCTION "insulcalc_bump_session_version"();
