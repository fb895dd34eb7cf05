CREATE TABLE "recovery_codes" (
	"uid" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_uid_code_hash_pk" PRIMARY KEY("uid","code_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"uid" integer PRIMARY KEY NOT NULL,
	"secret" varchar(64),
	"pending_secret" varchar(64),
	"enabled_at" timestamp with time zone,
	"last_step" integer,
	CONSTRAINT "two_factor_enabled_check" CHECK (("two_factor"."secret" IS NULL) = ("two_factor"."enabled_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;