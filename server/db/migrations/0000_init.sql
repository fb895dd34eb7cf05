CREATE TABLE "captchas" (
	"phone" varchar(16) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evpi" (
	"uid" integer PRIMARY KEY NOT NULL,
	"legal_name" varchar(128) NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" varchar(64) NOT NULL,
	"document_type" varchar(16) NOT NULL,
	"document_number" varchar(64) NOT NULL,
	"organisation" varchar(128) NOT NULL,
	"emergency_contact_name" varchar(128) NOT NULL,
	"emergency_contact_phone" varchar(16) NOT NULL,
	"guardian_name" varchar(128),
	"guardian_phone" varchar(16),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evpi_document_type_check" CHECK ("evpi"."document_type" IN ('passport', 'id_card', 'other'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notices_type_check" CHECK ("notices"."type" IN ('notification', 'message', 'event'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"persistent" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(16),
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text,
	"profile" text DEFAULT '' NOT NULL,
	"country" varchar(64) DEFAULT '' NOT NULL,
	"province" varchar(64) DEFAULT '' NOT NULL,
	"city" varchar(64) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"access" varchar(16) DEFAULT 'user' NOT NULL,
	"notifications" jsonb DEFAULT '{"accountPassword":true,"systemMessages":true,"todoTasks":true}'::jsonb NOT NULL,
	"security" jsonb DEFAULT '{"securityPhone":null,"securityQuestion":null,"backupEmail":null,"mfaEnabled":false}'::jsonb NOT NULL,
	"bindings" jsonb DEFAULT '{"github":null,"google":null,"wechat":null}'::jsonb NOT NULL,
	"password_strength" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_access_check" CHECK ("users"."access" IN ('user', 'admin')),
	CONSTRAINT "users_password_strength_check" CHECK ("users"."password_strength" IN ('weak', 'medium', 'strong'))
);
--> statement-breakpoint
ALTER TABLE "evpi" ADD CONSTRAINT "evpi_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_uid_created_at_idx" ON "notices" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");