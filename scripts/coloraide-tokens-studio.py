#!/usr/bin/env python3
# Expected colours for TokenImportTests' Tokens Studio colour modifiers (pip install coloraide), from coloraide:
# what Tokens Studio's lighten/darken/mix/alpha give (its formulas: lighten moves each sRGB component, or the HSL
# lightness, the amount of the way to 1; darken the amount of the way to 0; mix interpolates in the space named).
from coloraide import Color

blue = Color('#1e66f5')
srgb = blue.convert('srgb')
print('single.json colors.blue-light (lighten 0.2 srgb):', [round(x + 0.2 * (1 - x), 4) for x in srgb.coords()])
print('single.json colors.blue-dark (darken 0.5 hsl):',
      [round(x, 4) for x in blue.convert('hsl').set('lightness', lambda l: l - l * 0.5).convert('srgb').coords()])
print('single.json colors.blue-mixed (mix 0.5 srgb with white):', [round(x, 4) for x in blue.mix(Color('#ffffff'), 0.5, space='srgb').coords()])
print('single.json colors.sand hsl(30, 50%, 80%):', [round(x, 4) for x in Color('hsl(30 50% 80%)').convert('srgb').coords()])
print('shapes.json palette.blend (mix 0.5 + 6 * 0.04 srgb):', [round(x, 4) for x in Color('#202D3B').mix(Color('#4477DD'), 0.74, space='srgb').coords()])
