-- Accounts made through Google or an OpenID Connect provider count as verified (decision 0811).
-- New ones are verified when they are created; this marks those made before that rule.
UPDATE "user" SET "email_verified" = true
WHERE "email_verified" = false
  AND EXISTS (
    SELECT 1 FROM "account"
    WHERE "account"."user_id" = "user"."id" AND "account"."provider_id" <> 'credential'
  );
