import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Segmented, Slider, Space, Typography, theme } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import type * as API from '@common/contract';

type Token = ReturnType<typeof theme.useToken>['token'];

/** Playback speeds, as multiples of the simulated time. */
const SPEEDS = [1, 4] as const;

/** What each kind of shape a scenario lays out is drawn with; an unknown kind is drawn as `other`. */
const shapeColour = (token: Token, kind: string) =>
  ({ gate: token.colorSuccessText, post: token.colorText, dock: token.colorWarningText })[kind] ??
  token.colorTextSecondary;

/**
 * Draws the pool from above at `step`: the scenario's shapes, the path so far and the vehicle. The
 * pool's x runs left to right, its z top to bottom.
 */
function draw(canvas: HTMLCanvasElement, replay: API.SimulationReplay, step: number, token: Token) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { length, width, shapes } = replay.layout;
  const ratio = window.devicePixelRatio || 1;
  const cssWidth = canvas.clientWidth;
  const cssHeight = (cssWidth * width) / length;
  canvas.width = Math.round(cssWidth * ratio);
  canvas.height = Math.round(cssHeight * ratio);
  canvas.style.height = `${cssHeight}px`;
  const scale = (cssWidth / length) * ratio;
  const x = (metres: number) => metres * scale;
  const z = (metres: number) => (metres + width / 2) * scale;

  context.fillStyle = token.colorInfoBg;
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const { kind, box } of shapes) {
    const [cx, cz, hx, hz] = box as [number, number, number, number];
    context.fillStyle = shapeColour(token, kind);
    // A gate's opening is a line to pass through; the rest are solid.
    const least = kind === 'gate' ? 2 * ratio : ratio;
    context.fillRect(x(cx - hx), z(cz - hz), Math.max(least, x(2 * hx)), Math.max(least, 2 * hz * scale));
  }

  const poses = replay.poses;
  context.strokeStyle = token.colorPrimary;
  context.lineWidth = 2 * ratio;
  context.beginPath();
  poses.slice(0, step + 1).forEach(([px, pz], i) => {
    if (i === 0) context.moveTo(x(px!), z(pz!));
    else context.lineTo(x(px!), z(pz!));
  });
  context.stroke();

  const [px, pz, hx, hz] = poses[step] ?? poses[0] ?? [0, 0, 1, 0];
  const size = 0.45 * scale;
  const norm = Math.hypot(hx!, hz!) || 1;
  const [fx, fz] = [hx! / norm, hz! / norm];
  context.fillStyle = token.colorError;
  context.beginPath();
  context.moveTo(x(px!) + fx * size, z(pz!) + fz * size);
  context.lineTo(x(px!) - fx * size * 0.6 - fz * size * 0.5, z(pz!) - fz * size * 0.6 + fx * size * 0.5);
  context.lineTo(x(px!) - fx * size * 0.6 + fz * size * 0.5, z(pz!) - fz * size * 0.6 - fx * size * 0.5);
  context.closePath();
  context.fill();
}

/**
 * A trial seen from above, drawn from its recorded poses: play, pause, and a slider to scrub to any
 * step. Under the picture, the time and the vehicle's depth at that step.
 */
export default function Replay({ replay }: { replay: API.SimulationReplay }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = Math.max(0, replay.poses.length - 1);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const redraw = () => draw(element, replay, step, token);
    redraw();
    const observer = new ResizeObserver(redraw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [replay, step, token]);

  useEffect(() => {
    if (!playing) return undefined;
    let frame = 0;
    let previous = performance.now();
    let position = step;
    const advance = (now: number) => {
      position = Math.min(last, position + ((now - previous) / 1000) * replay.stepsPerSecond * speed);
      previous = now;
      setStep(Math.floor(position));
      if (position >= last) setPlaying(false);
      else frame = requestAnimationFrame(advance);
    };
    frame = requestAnimationFrame(advance);
    return () => cancelAnimationFrame(frame);
    // The frame loop keeps its own position; restarting it at each step would stall it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, speed, last, replay.stepsPerSecond]);

  const play = () => {
    if (step >= last) setStep(0);
    setPlaying(!playing);
  };
  const seconds = (step / replay.stepsPerSecond).toFixed(1);
  const depth = replay.poses[step]?.[4];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('simulation.replay.picture', { seed: replay.seed })}
        data-step={step}
        style={{ width: '100%', display: 'block', border: `1px solid ${token.colorBorder}` }}
      />
      <Space wrap style={{ width: '100%' }}>
        <Button
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={play}
          aria-label={t(playing ? 'simulation.replay.pause' : 'simulation.replay.play')}
        >
          {t(playing ? 'simulation.replay.pause' : 'simulation.replay.play')}
        </Button>
        <Segmented
          aria-label={t('simulation.replay.speed')}
          value={speed}
          options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          onChange={(value) => setSpeed(value as (typeof SPEEDS)[number])}
        />
        <Typography.Text aria-live="off" data-testid="replay-time">
          {t('simulation.replay.time', { seconds, depth: depth === undefined ? '—' : depth.toFixed(1) })}
        </Typography.Text>
      </Space>
      <Slider
        min={0}
        max={last}
        value={step}
        onChange={(value) => {
          setPlaying(false);
          setStep(value);
        }}
        tooltip={{ formatter: (value) => `${((value ?? 0) / replay.stepsPerSecond).toFixed(1)} s` }}
        ariaLabelForHandle={t('simulation.replay.scrub')}
      />
      <Space wrap size="middle">
        {(
          [
            ['gate', token.colorSuccessText],
            ['post', token.colorText],
            ['dock', token.colorWarningText],
            ['path', token.colorPrimary],
            ['vehicle', token.colorError],
          ] as const
        ).map(([key, colour]) => (
          <Space key={key} size={4}>
            <span
              aria-hidden
              style={{ display: 'inline-block', width: 12, height: 12, background: colour }}
            />
            <Typography.Text type="secondary">{t(`simulation.replay.legend.${key}`)}</Typography.Text>
          </Space>
        ))}
      </Space>
    </Space>
  );
}
