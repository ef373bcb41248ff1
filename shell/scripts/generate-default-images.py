#!/usr/bin/env python3
"""Writes the shell's default images as real PNGs with only the standard library.

Run: python3 shell/scripts/generate-default-images.py  (output: shell/public/*.png, favicon.ico)
"""
import json
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(__file__), '..', 'public')

# 5x7 bitmap glyphs for the few labels we draw: seven rows of five pixels each.
with open(os.path.join(os.path.dirname(__file__), 'glyphs-5x7.json'), encoding='utf-8') as glyphs:
    FONT = json.load(glyphs)


def hex_rgb(value):
    value = value.lstrip('#')
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


class Canvas:
    def __init__(self, width, height, background):
        self.width, self.height = width, height
        self.pixels = [[hex_rgb(background) + (255,) for _ in range(width)] for _ in range(height)]

    def put(self, x, y, color):
        if 0 <= x < self.width and 0 <= y < self.height:
            self.pixels[y][x] = color

    def rect(self, x0, y0, x1, y1, color):
        rgba = hex_rgb(color) + (255,)
        for y in range(max(0, y0), min(self.height, y1)):
            for x in range(max(0, x0), min(self.width, x1)):
                self.pixels[y][x] = rgba

    def ellipse(self, cx, cy, rx, ry, color, y_limit=None):
        rgba = hex_rgb(color) + (255,)
        for y in range(int(cy - ry), int(cy + ry) + 1):
            if y_limit is not None and y > y_limit:
                continue
            for x in range(int(cx - rx), int(cx + rx) + 1):
                if ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1:
                    self.put(x, y, rgba)

    def text(self, label, cx, cy, scale, color):
        rgba = hex_rgb(color) + (255,)
        width = len(label) * 6 * scale - scale
        x0, y0 = cx - width // 2, cy - (7 * scale) // 2
        for i, ch in enumerate(label):
            for row, bits in enumerate(FONT[ch]):
                for col, bit in enumerate(bits):
                    if bit == '1':
                        for dy in range(scale):
                            for dx in range(scale):
                                self.put(x0 + i * 6 * scale + col * scale + dx, y0 + row * scale + dy, rgba)

    def png(self):
        raw = b''.join(b'\x00' + b''.join(struct.pack('4B', *p) for p in row) for row in self.pixels)

        def chunk(tag, data):
            body = tag + data
            return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xFFFFFFFF)

        header = struct.pack('>IIBBBBB', self.width, self.height, 8, 6, 0, 0, 0)
        return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')


def silhouette(canvas, body, head):
    w, h = canvas.width, canvas.height
    canvas.ellipse(w / 2, h * 0.98, w * 0.36, h * 0.34, body)
    canvas.ellipse(w / 2, h * 0.40, w * 0.19, h * 0.21, head)


def stream_image(label, background, accent):
    canvas = Canvas(320, 180, background)
    canvas.rect(0, 150, 320, 180, accent)
    canvas.ellipse(160, 150, 60, 44, '#ffffff', y_limit=149)
    canvas.ellipse(160, 70, 28, 30, '#ffffff')
    canvas.text(label, 160, 165, 2, '#ffffff')
    return canvas


def write(name, data):
    with open(os.path.join(OUT, name), 'wb') as handle:
        handle.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    write('offline.png', stream_image('OFFLINE', '#6b6b78', '#3d3d47').png())
    write('private.png', stream_image('PRIVATE', '#b3004a', '#ff0066').png())
    write('group.png', stream_image('GROUP', '#1f7a1e', '#2fb52d').png())

    user = Canvas(128, 128, '#e9e9ef')
    silhouette(user, '#9a9aa8', '#9a9aa8')
    write('default-user-icon.png', user.png())

    performer = Canvas(128, 128, '#ffe0ec')
    silhouette(performer, '#ff0066', '#ff4d94')
    write('no-avatar.png', performer.png())

    icon = Canvas(32, 32, '#ff0066')
    icon.ellipse(16, 16, 9, 9, '#ffffff')
    icon.ellipse(16, 16, 4, 4, '#ff0066')
    png = icon.png()
    write('favicon.png', png)
    # ICO container holding the PNG (supported by every current browser).
    ico = struct.pack('<HHH', 0, 1, 1) + struct.pack('<BBBBHHII', 32, 32, 0, 0, 1, 32, len(png), 22) + png
    write('favicon.ico', ico)


if __name__ == '__main__':
    main()
