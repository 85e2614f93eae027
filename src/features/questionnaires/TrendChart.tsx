import { useId } from 'react';
import type { PtestBand, PtestResponse } from '../../contract/ptests';
import { fill, formatNumber, useLocale, useMessages, type Locale } from '../../lib/i18n/i18n';
import { formatDate as formatIn, plural } from '../../lib/i18n/format';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';

interface TrendChartProps {
  title: string;
  scoreRange: { min: number; max: number };
  bands: readonly PtestBand[];
  /** One instrument's results, oldest first. */
  responses: readonly PtestResponse[];
}

const width = 600;
const height = 240;
const pad = { left: 44, right: 120, top: 12, bottom: 28 };

export const formatDate = (locale: Locale, iso: string) =>
  formatIn(locale, new Date(iso), { year: 'numeric', month: 'short', day: 'numeric' });

/** A band's title as the page shows it, in the language of `bands` (the API's), else its label. */
export const bandTitle = (bands: readonly PtestBand[], severity: string) =>
  bands.find((band) => band.label === severity)?.title ?? severity;

/**
 * One instrument's scores over time, with the band thresholds drawn and named. Screen readers get a text
 * description instead of the drawing; the table after it gives every value.
 */
export function TrendChart({ title, scoreRange, bands, responses }: TrendChartProps) {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  const titleId = useId();
  const descriptionId = useId();
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const y = (score: number) =>
    pad.top + plotHeight * (1 - (score - scoreRange.min) / (scoreRange.max - scoreRange.min || 1));
  const x = (index: number) =>
    pad.left + (responses.length === 1 ? plotWidth / 2 : (plotWidth * index) / (responses.length - 1));
  // Each band from its lowest score to the next band's lowest (bands sharing a range, as the ASQ's, are drawn once).
  const distinct = bands.filter((band, index) => bands.findIndex((other) => other.min === band.min) === index);
  const thresholds = distinct.slice(1).map((band) => band.min);
  const points = responses.map((response, index) => `${x(index)},${y(response.totalScore)}`).join(' ');
  const description = [
    fill(locale, plural(locale, t.chartResults, responses.length), { title }),
    thresholds.length > 0
      ? fill(locale, t.thresholds, { values: thresholds.map((value) => formatNumber(locale, value)).join(', ') })
      : t.noThresholds,
    responses
      .map((r) =>
        fill(locale, t.chartPoint, {
          date: formatDate(locale, r.createdAt),
          score: r.totalScore,
          band: bandTitle(bands, r.severity),
        }),
      )
      .join('; ') + '.',
  ].join(' ');

  return (
    <figure className={styles.figure} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <figcaption id={titleId}>{fill(locale, t.overTime, { title })}</figcaption>
      <p id={descriptionId} className={visuallyHidden}>
        {description}
      </p>
      {/* The drawing repeats what the description and the table below say, so assistive technology skips it. */}
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        {distinct.map((band, index) => {
          const top = y(distinct[index + 1] ? distinct[index + 1]!.min - 0.5 : scoreRange.max);
          const bottom = y(index === 0 ? scoreRange.min : band.min - 0.5);
          return (
            <g key={band.label}>
              <rect
                x={pad.left}
                y={top}
                width={plotWidth}
                height={Math.max(0, bottom - top)}
                fill="currentColor"
                opacity={index % 2 === 0 ? 0.04 : 0.1}
              />
              <text x={width - pad.right + 6} y={(top + bottom) / 2 + 4} fontSize="12" fill="currentColor">
                {band.title}
              </text>
            </g>
          );
        })}
        {thresholds.map((threshold) => (
          <g key={threshold} data-threshold={threshold}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(threshold - 0.5)}
              y2={y(threshold - 0.5)}
              stroke="currentColor"
              strokeDasharray="4 4"
              opacity={0.6}
            />
            <text x={pad.left - 6} y={y(threshold) + 4} fontSize="12" textAnchor="end" fill="currentColor">
              {threshold}
            </text>
          </g>
        ))}
        <text x={pad.left - 6} y={y(scoreRange.min) + 4} fontSize="12" textAnchor="end" fill="currentColor">
          {scoreRange.min}
        </text>
        <text x={pad.left - 6} y={y(scoreRange.max) + 4} fontSize="12" textAnchor="end" fill="currentColor">
          {scoreRange.max}
        </text>
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} />
        {responses.map((response, index) => (
          <circle
            key={response.id}
            cx={x(index)}
            cy={y(response.totalScore)}
            r={5}
            fill="currentColor"
            data-score={response.totalScore}
          />
        ))}
        {responses.length > 0 && (
          <>
            <text x={pad.left} y={height - 8} fontSize="12" fill="currentColor">
              {formatDate(locale, responses[0]!.createdAt)}
            </text>
            {responses.length > 1 && (
              <text x={width - pad.right} y={height - 8} fontSize="12" textAnchor="end" fill="currentColor">
                {formatDate(locale, responses.at(-1)!.createdAt)}
              </text>
            )}
          </>
        )}
      </svg>
    </figure>
  );
}
