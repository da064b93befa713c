-- A digest of the request an idempotency key was first used for: a replay of the same request
-- is answered as before, another request under the same key is refused.
ALTER TABLE leads ADD COLUMN idempotency_digest TEXT;
