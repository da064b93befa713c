import type { ServiceContent } from '@/lib/catalogue/content-types';
import type { ServiceId } from '@/lib/catalogue/services';
import { seoContent } from './seo';
import { socialMediaContent } from './social-media';
import { googleAdsContent } from './google-ads';
import { websiteDevelopmentContent } from './website-development';
import { dataAnalyticsAutomationContent } from './data-analytics-automation';
import { leadNurturingConversionContent } from './lead-nurturing-conversion';

export const serviceContent = {
  seo: seoContent,
  'social-media': socialMediaContent,
  'google-ads': googleAdsContent,
  'website-development': websiteDevelopmentContent,
  'data-analytics-automation': dataAnalyticsAutomationContent,
  'lead-nurturing-conversion': leadNurturingConversionContent,
} satisfies Record<ServiceId, ServiceContent>;
