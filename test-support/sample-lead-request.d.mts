/** A proposal lead as the form sends it (SPEC section 7's fields, every one filled). */
export declare const sampleLeadRequest: Readonly<{
  name: string;
  email: string;
  phone: string;
  Websiteurl: string;
  message: string;
  reason: string;
  page_url: string;
}>;
