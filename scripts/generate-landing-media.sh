#!/usr/bin/env bash
# Generates the landing page's media into web/public/landing/ from ffmpeg's synthetic (lavfi) sources:
# nothing is downloaded, every frame and note is ours. A dev-time tool: the outputs are committed, so
# builds and CI never need ffmpeg. Re-run after changing the art:  scripts/generate-landing-media.sh
#
#   hero.webm          VP9, muted, 6 s seamless loop of drifting jade and gold light (hero background)
#   hero-poster.webp   a still of the hero loop: the video's poster and the slow-connection/mobile image
#   hero-poster-640.webp  the same still for narrow screens
#   trailer.webm       VP9 + Opus, 10 s: the light show, the "JadeVerse" title and a pentatonic melody
#   trailer-poster.webp   a titled frame of the trailer, the popup's poster while it loads
#   trailer-still.webp    an untitled frame (before the title fades in), the trailer block's backdrop
#   trailer.en.vtt     the trailer's captions (the title, the tagline, the music)
set -euo pipefail
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }
out="$(cd "$(dirname "$0")/.." && pwd)/web/public/landing"
mkdir -p "$out"
font=$(fc-match -f '%{file}' 'DejaVu Serif:bold' 2>/dev/null || true)
[ -f "$font" ] || { echo "no serif font found for the title (fc-match 'DejaVu Serif:bold')" >&2; exit 1; }

size=1280x720
fps=24
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# Two slow gradient fields (a blurred jade spiral, a gold radial) blended with "screen" in RGB:
# drifting aurora-like light.
# `speed` is chosen so both fields complete whole cycles in the loop length, so the loop is seamless.
light() {
  local seconds=$1
  echo "gradients=s=$size:r=$fps:d=$seconds:type=spiral:speed=0.012:nb_colors=4:seed=7:c0=0x04140f:c1=0x0b5e41:c2=0x3fd39b:c3=0x0a2219,format=gbrp,gblur=sigma=40[jade];" \
       "gradients=s=$size:r=$fps:d=$seconds:type=radial:speed=0.009:nb_colors=3:seed=11:c0=0x000000:c1=0x7a5410:c2=0x000000,format=gbrp[gold];" \
       "[jade][gold]blend=all_mode=screen,vignette=PI/4,format=yuv420p"
}

vp9=(-c:v libvpx-vp9 -row-mt 1 -deadline good -cpu-used 2 -b:v 0)

# Hero: 6 s, no audio, small.
ff -filter_complex "$(light 6)[v]" -map "[v]" "${vp9[@]}" -crf 46 -an "$out/hero.webm"
ff -ss 2 -i "$out/hero.webm" -frames:v 1 -c:v libwebp -quality 72 "$out/hero-poster.webp"
ff -ss 2 -i "$out/hero.webm" -frames:v 1 -vf scale=640:-2 -c:v libwebp -quality 70 "$out/hero-poster-640.webp"

# Trailer: the light, a gold title that fades in, the tagline, and a melody (A minor pentatonic,
# eighth notes at 120 bpm, a plucked envelope, a soft fifth underneath) fading out at the end.
title="drawtext=fontfile=$font:text=JadeVerse:fontsize=132:fontcolor=0xf2c862:x=(w-tw)/2:y=(h-th)/2-40:alpha='min(1,max(0,(t-1)/1.5))':shadowcolor=0x000000@0.6:shadowx=0:shadowy=6"
tagline="drawtext=fontfile=$font:text='Play. Compete. Earn.':fontsize=46:fontcolor=0xecf7f1:x=(w-tw)/2:y=(h/2)+70:alpha='min(1,max(0,(t-3)/1.2))'"
note='if(eq(mod(floor(t*4)*3,5),0),0,if(eq(mod(floor(t*4)*3,5),1),3,if(eq(mod(floor(t*4)*3,5),2),5,if(eq(mod(floor(t*4)*3,5),3),7,10))))'
melody="0.32*sin(2*PI*220*pow(2,($note)/12)*t)*exp(-5*mod(t,0.25))+0.12*sin(2*PI*110*t)*(0.6+0.4*sin(2*PI*0.25*t))"
ff -filter_complex "$(light 10),$title,$tagline,fade=t=in:d=0.6,fade=t=out:st=9.2:d=0.8[v];aevalsrc=exprs='$melody|$melody':s=48000:n=960:d=10,afade=t=out:st=8.5:d=1.5[a]" \
  -map "[v]" -map "[a]" "${vp9[@]}" -crf 40 -c:a libopus -b:a 64k "$out/trailer.webm"
ff -ss 5 -i "$out/trailer.webm" -frames:v 1 -c:v libwebp -quality 72 "$out/trailer-poster.webp"
ff -ss 0.9 -i "$out/trailer.webm" -frames:v 1 -c:v libwebp -quality 72 "$out/trailer-still.webp"

cat >"$out/trailer.en.vtt" <<'VTT'
WEBVTT

00:00.000 --> 00:01.000
[Plucked pentatonic melody over a soft drone]

00:01.000 --> 00:03.000
JadeVerse

00:03.000 --> 00:09.200
JadeVerse. Play. Compete. Earn.

00:08.500 --> 00:10.000
[Music fades out]
VTT

ls -l "$out"
