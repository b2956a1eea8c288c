-- A certificate's records_key names the test records it certifies, so that the same records give
-- the same certificate (a re-print). It was the records' ids, sorted and joined with commas: past
-- 72 records the key no longer fits a unique-index entry (about 2,700 bytes) and issuing failed.
-- It is now the SHA-256 of that same text, in hex (docs/decisions/0889), and the keys already
-- stored are turned into theirs, so every re-print still finds its certificate.
UPDATE certificates SET records_key = encode(sha256(convert_to(records_key, 'UTF8')), 'hex');
