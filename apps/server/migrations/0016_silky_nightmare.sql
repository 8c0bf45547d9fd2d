CREATE TABLE "profiler_trace" (
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" double precision NOT NULL,
	"steps" jsonb NOT NULL,
	CONSTRAINT "profiler_trace_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "profiler_trace" ADD CONSTRAINT "profiler_trace_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiler_trace_user_started_idx" ON "profiler_trace" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "profiler_trace_started_idx" ON "profiler_trace" USING btree ("started_at");