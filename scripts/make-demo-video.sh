#!/bin/sh
# Makes the demo video content under public/demo-video/ (committed: a fresh machine needs no
# ffmpeg). Each clip is generated from ffmpeg's lavfi sources (no camera, no network):
#   <name>/index.m3u8 + seg-N.ts  HLS (the pins' vHLSV4 and vHLSV3MOBILE entries)
#   <name>/clip.mp4               H.264 MP4 (the v720P progressive fallback)
#   <name>/poster.jpg             first frame (the videoList thumbnail and the pin image)
# and two short loops for gif pins (<name>/anim.webp or anim.gif with still.jpg).
# Usage: sh scripts/make-demo-video.sh   (ffmpeg with libx264, libwebp and libfreetype)
set -eu
OUT="$(dirname "$0")/../public/demo-video"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }

# clip NAME WxH LAVFI_SOURCE LABEL
clip() {
  name=$1 size=$2 src=$3 label=$4
  dir="$OUT/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  w=${size%x*} h=${size#*x}
  vf="scale=$w:$h,format=yuv420p,drawtext=fontfile=$FONT:text='$label':fontcolor=white:fontsize=$((h / 12)):box=1:boxcolor=black@0.35:boxborderw=8:x=(w-text_w)/2:y=h-text_h-$((h / 10))"
  enc="-c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf "${CRF:-36}" -g 24 -keyint_min 24 -sc_threshold 0 -r 12 -an"
  # shellcheck disable=SC2086
  ff -f lavfi -t 5 -i "$src" -vf "$vf" $enc -movflags +faststart "$dir/clip.mp4"
  # shellcheck disable=SC2086
  ff -i "$dir/clip.mp4" -c copy -f hls -hls_time 2 -hls_playlist_type vod \
    -hls_segment_filename "$dir/seg-%d.ts" "$dir/index.m3u8"
  ff -i "$dir/clip.mp4" -frames:v 1 -q:v 5 "$dir/poster.jpg"
}

clip tide 480x270 "gradients=s=480x270:c0=0x0b3d5c:c1=0x38a3a5:c2=0x57cc99:c3=0xc7f9cc:speed=0.04:r=12" 'Tide'
CRF=44 clip bloom 360x640 "mandelbrot=s=180x320:r=12:start_scale=2.5:end_scale=0.9:end_pts=60:outer=normalized_iteration_count,scale=360:640" 'Bloom'
CRF=38 clip garden 480x270 "life=s=80x45:r=6:life_color=0x57cc99:death_color=0x22577a:ratio=0.3:seed=7,scale=480:270:flags=neighbor,fps=12" 'Garden'

# gif NAME SIZE LAVFI_SOURCE FORMAT(webp|gif)
anim() {
  name=$1 size=$2 src=$3 fmt=$4
  dir="$OUT/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  if [ "$fmt" = webp ]; then
    ff -f lavfi -t 2 -i "$src" -c:v libwebp_anim -loop 0 -q:v 50 "$dir/anim.webp"
  else
    ff -f lavfi -t 2 -i "$src" -vf "split[a][b];[a]palettegen=max_colors=32[p];[b][p]paletteuse=dither=none" \
      -loop 0 "$dir/anim.gif"
  fi
  ff -f lavfi -i "$src" -frames:v 1 -q:v 5 "$dir/still.jpg"
}

anim spin 240x240 "gradients=s=240x240:c0=0xff7a59:c1=0xffd166:c2=0x06d6a0:c3=0x118ab2:n=4:type=spiral:speed=0.1:r=10" webp
anim pulse 240x300 "testsrc2=s=240x300:r=10,hue=H=t*2" gif

du -ab "$OUT"/*/* | sort -k2
