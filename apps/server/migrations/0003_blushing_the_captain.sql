CREATE TABLE "oidc_provider" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text,
	"scope" text DEFAULT 'openid profile email' NOT NULL,
	"auto_redirect_to_sign_in" boolean DEFAULT false NOT NULL,
	"link_by_email" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
