/** A proposal lead as the form sends it (the API's fields, docs/product.md#the-api, every one filled). */
export declare const sampleLeadRequest: Readonly<{
  name: string;
  email: string;
  phone: string;
  Websiteurl: string;
  message: string;
  reason: string;
  page_url: string;
}>;
