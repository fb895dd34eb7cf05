CREATE TABLE "account_tokens" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" IN ('passwordReset', 'emailVerify'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" varchar(8);--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_uid_idx" ON "account_tokens" USING btree ("uid","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" IN ('zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'));