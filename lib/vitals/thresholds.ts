import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
  type Metric,
  type MetricRatingThresholds,
} from 'web-vitals';
import type { MetricName } from './beacon';

// Google's thresholds, as web-vitals has them: up to the first a figure is good, up to the second
// it needs improvement, above it is poor.

export const THRESHOLDS: Record<MetricName, MetricRatingThresholds> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

export type Rating = Metric['rating'];

export function rating(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
