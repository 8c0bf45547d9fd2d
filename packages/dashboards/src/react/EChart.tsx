import { useEffect, useRef, useState } from 'react';
import type * as EChartsModule from 'echarts';

/** The part of an ECharts option the widgets build (the option is data: a widget spec is JSON). */
export type ChartOption = Record<string, unknown>;

type ECharts = typeof EChartsModule;
let loading: Promise<ECharts> | null = null;
/** ECharts loads on the first chart (it stays out of the pages that have none). */
function loadECharts(): Promise<ECharts> {
  loading ??= import('echarts');
  return loading;
}

/**
 * An ECharts chart. The chart is an image to assistive technology (role img with the given
 * label); the same figures are always shown as a table beside it, the text alternative.
 */
export function EChart({
  option,
  label,
  height = 260,
}: {
  option: ChartOption;
  label: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const optionKey = JSON.stringify(option);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let chart: ReturnType<ECharts['init']> | null = null;
    let observer: ResizeObserver | null = null;
    loadECharts().then(
      (echarts) => {
        if (disposed) return;
        // One instance per mount: StrictMode mounts twice, and each unmount disposes its own.
        chart = echarts.init(element, undefined, { renderer: 'svg' });
        chart.setOption(JSON.parse(optionKey) as ChartOption);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.resize());
          observer.observe(element);
        }
      },
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [optionKey]);
  if (failed) return null;
  return <div ref={ref} role="img" aria-label={label} className="ic-dash-chart" style={{ height }} />;
}

/** A bar, line or pie chart of labelled values. */
export function chartOption(
  type: 'bar' | 'line' | 'pie',
  labels: readonly string[],
  values: readonly number[],
  seriesName: string,
  /** The values' decimals: whole numbers (counts) get whole steps on the value axis. */
  decimals = 2,
): ChartOption {
  if (type === 'pie')
    return {
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'pie',
          name: seriesName,
          radius: '70%',
          data: labels.map((name, i) => ({ name, value: values[i] })),
        },
      ],
    };
  return {
    grid: { left: 48, right: 16, top: 16, bottom: 40, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', ...(decimals === 0 ? { minInterval: 1 } : {}) },
    series: [{ type, name: seriesName, data: values, itemStyle: { color: '#8c3314' } }],
  };
}
