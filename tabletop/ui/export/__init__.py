"""`tabletop export`: a recording as a video (MP4, WebM or GIF), drawn offscreen frame by
frame from the table scene and encoded by the bundled ffmpeg.

- `options`: what to make (file, format, size, frame rate, actions, overlays), checked;
- `source`: the recording read and verified, the object of the inspector inset;
- `timing`: how long each action is shown;
- `frames`: the offscreen frame renderer and its virtual animation clock;
- `captions`, `inset`: what is drawn over the table;
- `encoder`: the ffmpeg process fed through a pipe; `probe`: what a video file holds;
- `job`: one export with progress and cancel; `command`: the command line.
"""
