#!/usr/bin/env bash
# Regenerates the demo stream shown on /docs/contributing/video and used by the end-to-end tests:
# public/videos/spanlight-demo/{index.m3u8, init.mp4, segment-*.m4s, thumbnail.jpg}. The files are committed,
# because ffmpeg is not installed where the site is built or tested; run this by hand after changing
# it (`apt-get install -y ffmpeg`, then `bash scripts/make-demo-video.sh`).
#
# What it makes: 5 seconds of 640x360 video at 24 fps, no audio (the clip is also shown "gif style",
# muted), drawn entirely by ffmpeg's lavfi sources: a slowly turning gradient, the word "Spanlight",
# a running clock and a progress bar, so a viewer (or a screenshot) can see that it plays.
#
# Why H.264 (Main profile, level 3.0): every browser decodes it, Debian's Chromium included: in
# Playwright, `MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"')` is true (VP9 and AV1
# are too, but Safari's support for them is patchy). Why fragmented-MP4 segments rather than MPEG-TS:
# Safari's and Chromium's native HLS read them, and hls.js hands them to Media Source Extensions
# without repackaging; and a `.ts` segment would be taken for TypeScript by tsc and ESLint.
#
# The site's thumbnail URL template is `/videos/{id}/thumbnail.jpg?time={time}`: a streaming provider
# renders the frame at `time`; this static file is the frame at 1 s (the default poster time) and the
# query string is ignored.
set -euo pipefail

out="$(dirname "$0")/../public/videos/spanlight-demo"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mono=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
seconds=5
fps=24

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
[ -f "$font" ] && [ -f "$mono" ] || { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

# Gradient background, a progress bar sliding in from the left, the name and a clock (seconds.centis).
graph="gradients=s=640x360:r=${fps}:c0=0x1e1b4b:c1=0x4338ca:c2=0x0d0f14:n=3:x0=0:y0=0:x1=640:y1=360:seed=1:speed=0.03:d=${seconds}[bg];
color=c=0xf59e0b:s=640x8:r=${fps}:d=${seconds}[bar];
[bg][bar]overlay=x='-W+W*t/${seconds}':y=H-h:eval=frame,
drawtext=fontfile=${font}:text=Spanlight:fontsize=72:fontcolor=white:x=(w-text_w)/2:y=h*0.16,
drawtext=fontfile=${mono}:text='%{pts\:hms}':fontsize=24:fontcolor=0xe0e7ff:x=(w-text_w)/2:y=h*0.72,
format=yuv420p[v]"

rm -rf "$out"
mkdir -p "$out"

ffmpeg -hide_banner -loglevel error -y \
  -filter_complex "$graph" -map '[v]' \
  -c:v libx264 -profile:v main -level:v 3.0 -preset slow -crf 30 -tune animation \
  -g $((fps * 2)) -keyint_min $((fps * 2)) -sc_threshold 0 \
  -fflags +bitexact -flags:v +bitexact \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_flags independent_segments \
  -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$out/segment-%d.m4s" "$out/index.m3u8"

ffmpeg -hide_banner -loglevel error -y -filter_complex "$graph" -map '[v]' \
  -ss 1 -frames:v 1 -q:v 5 "$out/thumbnail.jpg"

du -b "$out"/* | sed "s|$out/||"
echo "total: $(du -cb "$out"/* | tail -1 | cut -f1) bytes"
