-- The language of the form each lead was sent from ('en' or 'hi', checked by the API): the
-- admission funnels also come in Hindi. Every earlier lead came from an English form.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
