import { describe, expect, it } from 'vitest';
import {
  fillUrlTemplate,
  formatDuration,
  initialVideoState,
  isoDuration,
  posterTimeOrDefault,
  videoReducer,
  type VideoState,
} from './player';

describe('fillUrlTemplate', () => {
  it('fills the id and the poster time of the default templates', () => {
    expect(fillUrlTemplate('/videos/{id}/index.m3u8', { id: 'spanlight-demo', time: 1 })).toBe(
      '/videos/spanlight-demo/index.m3u8',
    );
    expect(fillUrlTemplate('/videos/{id}/thumbnail.jpg?time={time}', { id: 'abc', time: 2.5 })).toBe(
      '/videos/abc/thumbnail.jpg?time=2.5',
    );
  });

  it('fills every occurrence and leaves templates without placeholders alone', () => {
    expect(
      fillUrlTemplate('https://cdn.example/{id}/{id}.m3u8?t={time}&u={time}', { id: 'x', time: 0 }),
    ).toBe('https://cdn.example/x/x.m3u8?t=0&u=0');
    expect(fillUrlTemplate('/static.m3u8', { id: 'x', time: 1 })).toBe('/static.m3u8');
  });

  it('encodes the id so it cannot leave its path segment', () => {
    expect(fillUrlTemplate('/videos/{id}/index.m3u8', { id: '../a b?c', time: 1 })).toBe(
      '/videos/..%2Fa%20b%3Fc/index.m3u8',
    );
  });
});

describe('posterTimeOrDefault', () => {
  it("keeps the author's time, including 0", () => {
    expect(posterTimeOrDefault(12.5, 1)).toBe(12.5);
    expect(posterTimeOrDefault(0, 1)).toBe(0);
  });
  it('falls back to the default for a missing, negative or non-finite time', () => {
    for (const bad of [undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(posterTimeOrDefault(bad, 1)).toBe(1);
    }
  });
});

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(0)).toBe('0:00');
  });
  it('drops fractions the way a player clock does', () => {
    expect(formatDuration(7.9)).toBe('0:07');
    expect(formatDuration(59.999)).toBe('0:59');
  });
  it('keeps counting minutes past an hour', () => {
    expect(formatDuration(3725)).toBe('62:05');
  });
  it('gives null (no label) for negative, NaN, infinite or missing input', () => {
    for (const bad of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, undefined]) {
      expect(formatDuration(bad)).toBeNull();
    }
  });
});

describe('isoDuration', () => {
  it('writes an HTML duration for <time datetime>', () => {
    expect(isoDuration(5)).toBe('PT5S');
    expect(isoDuration(725.4)).toBe('PT12M5S');
  });
  it('gives null for bad input', () => {
    expect(isoDuration(-3)).toBeNull();
    expect(isoDuration(Number.NaN)).toBeNull();
  });
});

describe('videoReducer', () => {
  const run = (...events: Parameters<typeof videoReducer>[1][]): VideoState =>
    events.reduce(videoReducer, initialVideoState);

  it('starts on the poster with nothing loaded', () => {
    expect(initialVideoState).toEqual({ status: 'idle', startedByViewer: false });
  });

  it('goes from the play button to loading to playing, with controls for the viewer', () => {
    expect(run({ type: 'play', byViewer: true })).toEqual({ status: 'loading', startedByViewer: true });
    expect(run({ type: 'play', byViewer: true }, { type: 'playing' })).toEqual({
      status: 'playing',
      startedByViewer: true,
    });
  });

  it('marks a gif-style start by scrolling as not started by the viewer', () => {
    expect(run({ type: 'play', byViewer: false }, { type: 'playing' })).toEqual({
      status: 'playing',
      startedByViewer: false,
    });
  });

  it('ignores a second play (a gif scrolled back into view) once started', () => {
    const playing = run({ type: 'play', byViewer: false }, { type: 'playing' });
    expect(videoReducer(playing, { type: 'play', byViewer: true })).toBe(playing);
  });

  it('ignores a playing event before play was asked for', () => {
    expect(run({ type: 'playing' })).toBe(initialVideoState);
  });

  it('shows the error from loading or playing, and stays there', () => {
    expect(run({ type: 'play', byViewer: true }, { type: 'fail' }).status).toBe('error');
    expect(run({ type: 'play', byViewer: true }, { type: 'playing' }, { type: 'fail' }).status).toBe('error');
    const failed = run({ type: 'play', byViewer: true }, { type: 'fail' });
    expect(videoReducer(failed, { type: 'playing' })).toBe(failed);
    expect(videoReducer(failed, { type: 'play', byViewer: true })).toBe(failed);
    expect(videoReducer(failed, { type: 'fail' })).toBe(failed);
  });
});
