#!/usr/bin/env bash
# Builds the sandbox's test media into apps/sandbox/media/ (committed; a fresh machine needs no ffmpeg), ≤ 5 MB,
# deterministic per ffmpeg build; what each stream holds: apps/sandbox/media/README.md. Not run in CI.
# Usage: apps/sandbox/scripts/media/make-media.sh [output-dir]   (default: apps/sandbox/media)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
sandbox="$(cd "$here/../.." && pwd)"
out="$(realpath -m "${1:-$sandbox/media}")"
keys_ts="$sandbox/src/media/keys.ts"
font="${MEDIA_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
max_bytes=$((5 * 1024 * 1024))

die() { echo "make-media: $*" >&2; exit 1; }

command -v ffmpeg >/dev/null 2>&1 ||
  die "ffmpeg not found. On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ffmpeg"
encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
[[ "$encoders" == *" libx264 "* ]] ||
  die "this ffmpeg has no libx264 encoder; install Debian's ffmpeg package (apt-get install -y ffmpeg)"
[[ "$filters" == *" drawtext "* ]] ||
  die "this ffmpeg has no drawtext filter (needs libfreetype); install Debian's ffmpeg package"
command -v node >/dev/null 2>&1 || die "node (20+) not found; it encrypts the ClearKey variant (cenc-encrypt.mjs)"
[ -r "$font" ] ||
  die "font $font not found: apt-get install -y fonts-dejavu-core (or set MEDIA_FONT=/path/to/font.ttf)"

# The sample ClearKey lives in one place: keys.ts.
kid="$(sed -n "s/^export const CLEARKEY_KID_HEX = '\([0-9a-f]\{32\}\)';$/\1/p" "$keys_ts")"
key="$(sed -n "s/^export const CLEARKEY_KEY_HEX = '\([0-9a-f]\{32\}\)';$/\1/p" "$keys_ts")"
[ ${#kid} -eq 32 ] && [ ${#key} -eq 32 ] || die "could not read CLEARKEY_KID_HEX / CLEARKEY_KEY_HEX from $keys_ts"
kid_uuid="${kid:0:8}-${kid:8:4}-${kid:12:4}-${kid:16:4}-${kid:20:12}"
key_b64="$(printf '%s' "$key" | xxd -r -p | base64)"

fps=25
seg=2                 # seconds per segment (GOP = seg * fps frames, closed, no scene-cut keyframes)
gop=$((seg * fps))
bitexact=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -map_chapters -1)

# drawtext needs ':' and '\' escaped inside option values; our labels contain neither except the timecode.
# label_chain <width> <height> <top label> <rendition label> -> a drawtext filter chain sized for that height.
label_chain() {
  local w="$1" h="$2" top="$3" name="$4"
  local big=$((h / 9)) mid=$((h / 14)) small=$((h / 20)) pad=$((h / 40))
  printf '%s' \
    "drawtext=fontfile=${font}:text='${top}':fontsize=${big}:fontcolor=white:box=1:boxcolor=black@0.75:boxborderw=${pad}:x=(w-text_w)/2:y=h/10," \
    "drawtext=fontfile=${font}:text='${name}':fontsize=${mid}:fontcolor=yellow:box=1:boxcolor=black@0.75:boxborderw=${pad}:x=(w-text_w)/2:y=h/10+${big}+3*${pad}," \
    "drawtext=fontfile=${font}:text='%{pts\\:hms}  f%{n}':fontsize=${big}:fontcolor=white:box=1:boxcolor=black@0.75:boxborderw=${pad}:x=(w-text_w)/2:y=h-h/4," \
    "drawtext=fontfile=${font}:text='${w}x${h}':fontsize=${small}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=${pad}:x=w-text_w-2*${pad}:y=2*${pad}"
}

# encode <dir> <seconds> <source filter> <top label> <audio Hz>[,<second audio Hz>] <dash extra args...> -- <renditions...>
#   rendition spec: "<width>x<height>:<video kbit/s>:<label>"
#   A second audio frequency adds a second audio language: the first is English (eng), the second Arabic (ara), each
#   in its own AdaptationSet (DASH: one language per set) and its own EXT-X-MEDIA (HLS).
encode() {
  local dir="$1" secs="$2" src="$3" top="$4" hz="${5%%,*}" hz2=""
  [[ "$5" == *,* ]] && hz2="${5#*,}"
  shift 5
  local extra=()
  while [ "$1" != "--" ]; do extra+=("$1"); shift; done
  shift
  local specs=("$@") n=${#specs[@]}
  local graph="[0:v]split=${n}" i maps=() vopts=()
  for ((i = 0; i < n; i++)); do graph+="[s$i]"; done
  graph+=";"
  for ((i = 0; i < n; i++)); do
    local spec="${specs[$i]}" size kbps label w h
    size="${spec%%:*}"; kbps="${spec#*:}"; kbps="${kbps%%:*}"; label="${spec#*:*:}"
    w="${size%x*}"; h="${size#*x}"
    graph+="[s$i]scale=${w}:${h}:flags=bicubic,setdar=16/9,$(label_chain "$w" "$h" "$top" "$label")[v$i];"
    maps+=(-map "[v$i]")
    vopts+=(-b:v:$i "${kbps}k" -maxrate:v:$i "${kbps}k" -bufsize:v:$i "$((kbps * 2))k")
  done
  graph="${graph%;}"
  local audio_in=() audio_map=(-map 1:a) audio_meta=(-metadata:s:a:0 language=eng) sets="id=0,streams=v id=1,streams=a"
  if [ -n "$hz2" ]; then
    audio_in=(-f lavfi -i "sine=frequency=${hz2}:beep_factor=4:sample_rate=48000:duration=${secs}")
    audio_map+=(-map 2:a)
    audio_meta+=(-metadata:s:a:1 language=ara)
    sets="id=0,streams=v id=1,streams=${n} id=2,streams=$((n + 1))"
  fi
  mkdir -p "$out/$dir"
  echo "make-media: $dir (${secs}s, ${specs[*]})"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "${src}=size=1280x720:rate=${fps}:duration=${secs}" \
    -f lavfi -i "sine=frequency=${hz}:beep_factor=2:sample_rate=48000:duration=${secs}" \
    "${audio_in[@]}" \
    -filter_complex "$graph" "${maps[@]}" "${audio_map[@]}" \
    -c:v libx264 -preset medium -profile:v main -pix_fmt yuv420p -threads 1 "${vopts[@]}" \
    -g "$gop" -keyint_min "$gop" -sc_threshold 0 -x264-params "open-gop=0" \
    -c:a aac -b:a 32k -ac 1 -ar 48000 \
    "${bitexact[@]}" "${audio_meta[@]}" \
    -f dash -seg_duration "$seg" -use_template 1 -use_timeline 0 -single_file 0 \
    -adaptation_sets "$sets" \
    -init_seg_name 'init-$RepresentationID$.m4s' -media_seg_name 'seg-$RepresentationID$-$Number%03d$.m4s' \
    -hls_playlist 1 -hls_master_name master.m3u8 "${extra[@]}" \
    "$out/$dir/manifest.mpd"
}

# Subtitles: WebVTT in English, Arabic (right-to-left script: the cues are Arabic text, so a player that sets the
# cue's direction from its language or text shows them right to left) and Malayalam, 8 cues over the 32 s.
# Each is declared in the DASH manifest (a text AdaptationSet per language, the .vtt as BaseURL) and in the HLS
# master (EXT-X-MEDIA TYPE=SUBTITLES, a one-segment playlist per language, SUBTITLES= on every variant).
sub_lines() {
  case "$1" in
    en) printf '%s\n' 'Welcome to the OTT sandbox.' 'These are the English subtitles.' \
      'The tone you hear is the English audio track.' 'Switch the audio language to hear another tone.' \
      'Every frame shows its rendition and time.' 'Subtitles stay above the controls.' \
      'Press C to turn subtitles on or off.' 'Thank you for watching.' ;;
    ar) printf '%s\n' 'مرحبًا بكم في بيئة الاختبار.' 'هذه هي الترجمة العربية.' \
      'النغمة التي تسمعها هي المسار الصوتي.' 'غيّر لغة الصوت لتسمع نغمة أخرى.' \
      'كل إطار يعرض دقته ووقته.' 'تبقى الترجمة فوق أزرار التحكم.' \
      'اضغط C لإظهار الترجمة أو إخفائها.' 'شكرًا على المشاهدة.' ;;
    ml) printf '%s\n' 'OTT സാൻഡ്ബോക്സിലേക്ക് സ്വാഗതം.' 'ഇവ മലയാളം സബ്ടൈറ്റിലുകളാണ്.' \
      'നിങ്ങൾ കേൾക്കുന്നത് ഓഡിയോ ട്രാക്കാണ്.' 'മറ്റൊരു ശബ്ദം കേൾക്കാൻ ഓഡിയോ ഭാഷ മാറ്റുക.' \
      'ഓരോ ഫ്രെയിമും അതിന്റെ റെസല്യൂഷനും സമയവും കാണിക്കുന്നു.' 'സബ്ടൈറ്റിലുകൾ നിയന്ത്രണങ്ങൾക്ക് മുകളിലാണ്.' \
      'സബ്ടൈറ്റിലുകൾ ഓൺ/ഓഫ് ചെയ്യാൻ C അമർത്തുക.' 'കണ്ടതിന് നന്ദി.' ;;
  esac
}
add_subtitles() {
  local dir="$out/$1" secs="$2" lang i start end name ids=() set_id=10
  for lang in en ar ml; do
    {
      printf 'WEBVTT\n\n'
      i=0
      while IFS= read -r line; do
        start=$((i * secs / 8)); end=$(((i + 1) * secs / 8))
        printf '%d\n00:00:%02d.000 --> 00:00:%02d.500\n%s\n\n' "$((i + 1))" "$start" "$((end - 1))" "$line"
        i=$((i + 1))
      done < <(sub_lines "$lang")
    } >"$dir/sub-$lang.vtt"
    printf '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:%d\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:%d.000,\nsub-%s.vtt\n#EXT-X-ENDLIST\n' \
      "$secs" "$secs" "$lang" >"$dir/sub-$lang.m3u8"
    case "$lang" in en) name="English" ;; ar) name="العربية" ;; ml) name="മലയാളം" ;; esac
    # DASH: before </Period>.
    sed -i "s#^\(\t*\)</Period>#\1\t<AdaptationSet id=\"${set_id}\" contentType=\"text\" mimeType=\"text/vtt\" lang=\"${lang}\">\n\1\t\t<Role schemeIdUri=\"urn:mpeg:dash:role:2011\" value=\"subtitle\"/>\n\1\t\t<Representation id=\"sub-${lang}\" bandwidth=\"256\">\n\1\t\t\t<BaseURL>sub-${lang}.vtt</BaseURL>\n\1\t\t</Representation>\n\1\t</AdaptationSet>\n&#" "$dir/manifest.mpd"
    # HLS: a SUBTITLES rendition before the first variant.
    awk -v line="#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=\"subs\",LANGUAGE=\"${lang}\",NAME=\"${name}\",DEFAULT=NO,AUTOSELECT=YES,URI=\"sub-${lang}.m3u8\"" \
      '!done && /^#EXT-X-STREAM-INF:/ { print line; done = 1 } { print }' "$dir/master.m3u8" >"$dir/master.m3u8.tmp"
    mv "$dir/master.m3u8.tmp" "$dir/master.m3u8"
    set_id=$((set_id + 1))
  done
  sed -i 's/^\(#EXT-X-STREAM-INF:.*\)$/\1,SUBTITLES="subs"/' "$dir/master.m3u8"
  grep -q 'contentType="text"' "$dir/manifest.mpd" || die "could not add subtitles to $dir/manifest.mpd"
}

# HLS audio renditions: ffmpeg names them audio_<n> without a language; give each its language and a name, and
# make English the default.
label_hls_audio() {
  local m="$out/$1/master.m3u8"
  sed -i -e '/TYPE=AUDIO/{/URI="media_[0-9]*\.m3u8"/{
      0,/NAME="audio_[0-9]*",DEFAULT=YES/s//LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES/
    }}' "$m"
  sed -i -e '/TYPE=AUDIO/{/LANGUAGE=/!s/NAME="audio_[0-9]*",DEFAULT=[A-Z]*/LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES/}' "$m"
}

# Remove only what this script writes (keeps README.md and anything else in $out).
for d in main clearkey trailer; do
  [ -n "$out" ] && [ -d "$out/$d" ] && rm -rf -- "${out:?}/$d"
done
mkdir -p "$out"

encode main 32 smptehdbars "OTT SANDBOX" 440,550 -- \
  "640x360:120:360p" "854x480:200:480p SD" "1280x720:350:720p HD"

encode clearkey 32 smptehdbars "OTT SANDBOX" 440,550 -- \
  "640x360:120:CLEARKEY 360p" "1280x720:350:CLEARKEY 720p HD"
# ffmpeg 5.1's own CENC (-encryption_scheme) writes no senc/saiz/saio in fragments (unplayable); encrypt here.
(cd "$sandbox" && node --import tsx "$here/cenc-encrypt.mjs" "$out/clearkey" "$kid" "$key")

encode trailer 10 testsrc2 "TRAILER" 660 -- \
  "854x480:250:TRAILER 480p"

# HLS playlists: they are VOD, and ffmpeg stamps wall-clock EXT-X-PROGRAM-DATE-TIME lines (not reproducible,
# meaningless for VOD) — drop them and say VOD / independent segments (every segment starts with an IDR frame).
for d in main clearkey trailer; do
  for m in "$out/$d"/media_*.m3u8; do
    sed -i -e '/^#EXT-X-PROGRAM-DATE-TIME:/d' -e 's/^\(#EXT-X-TARGETDURATION:.*\)$/\1\n#EXT-X-PLAYLIST-TYPE:VOD/' "$m"
  done
  sed -i 's/^\(#EXT-X-VERSION:.*\)$/\1\n#EXT-X-INDEPENDENT-SEGMENTS/' "$out/$d/master.m3u8"
done

# ffmpeg's dash muxer writes no ContentProtection and its HLS playlists no EXT-X-KEY: add them.
#  DASH: mp4protection (cenc + default_KID) and the DASH-IF ClearKey system; the licence URL comes from the
#        player's configuration (Shaka: drm.servers['org.w3.clearkey']) or from drm.clearKeys.
#  HLS:  KEYFORMAT "identity" with METHOD=SAMPLE-AES-CTR (cenc), the key inline as a data: URI. HLS has no
#        standard ClearKey licence exchange; this is the form Shaka Player reads. Sample key, not a secret.
mpd="$out/clearkey/manifest.mpd"
sed -i \
  -e 's#^\([[:space:]]*\)xmlns="urn:mpeg:dash:schema:mpd:2011"$#&\n\1xmlns:cenc="urn:mpeg:cenc:2013"#' \
  -e "s#^\(\t*\)\(<AdaptationSet .*>\)\$#\1\2\n\1\t<ContentProtection schemeIdUri=\"urn:mpeg:dash:mp4protection:2011\" value=\"cenc\" cenc:default_KID=\"${kid_uuid}\"/>\n\1\t<ContentProtection schemeIdUri=\"urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e\" value=\"ClearKey1.0\"/>#" \
  "$mpd"
grep -q 'xmlns:cenc=' "$mpd" && grep -q 'cenc:default_KID' "$mpd" || die "could not add ContentProtection to $mpd"
for m in "$out"/clearkey/media_*.m3u8; do
  sed -i "s%^#EXT-X-MAP:%#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT=\"identity\",URI=\"data:text/plain;base64,${key_b64}\"\n#EXT-X-MAP:%" "$m"
  grep -q '^#EXT-X-KEY:' "$m" || die "could not add EXT-X-KEY to $m"
done

# Audio languages and subtitles (after the ContentProtection above: subtitles are not encrypted).
for d in main clearkey; do
  label_hls_audio "$d"
  add_subtitles "$d" 32
done

# Size budget.
total=0
for d in main clearkey trailer; do
  bytes=$(find "$out/$d" -type f -printf '%s\n' | awk '{s += $1} END {print s + 0}')
  printf 'make-media: %-9s %8d bytes\n' "$d" "$bytes"
  total=$((total + bytes))
done
printf 'make-media: total     %8d bytes (%s MiB; budget 5 MiB)\n' "$total" "$(awk -v b="$total" 'BEGIN {printf "%.2f", b / 1048576}')"
[ "$total" -le "$max_bytes" ] || die "output is over the 5 MiB budget"
