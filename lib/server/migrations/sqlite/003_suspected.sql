-- Records that look like a bot's are kept apart, with the reason, until an operator releases
-- them (or the same email later subscribes for real); only then are they exported and forwarded.
ALTER TABLE leads ADD COLUMN suspected_reason TEXT;
ALTER TABLE leads ADD COLUMN released_at TEXT;
ALTER TABLE subscribers ADD COLUMN suspected_reason TEXT;
ALTER TABLE subscribers ADD COLUMN released_at TEXT;
