import re, json
d = json.load(open("/tmp/dt/dynamic-type.json"))
CAT = {"XS":"xSmall","S":"small","M":"medium","L":"large","XL":"xLarge","XXL":"xxLarge","XXXL":"xxxLarge",
       "AccessibilityM":"accessibility1","AccessibilityL":"accessibility2","AccessibilityXL":"accessibility3",
       "AccessibilityXXL":"accessibility4","AccessibilityXXXL":"accessibility5"}
ST = {"Title0":"largeTitle","Title1":"title","Title2":"title2","Title3":"title3","Headline":"headline","Subhead":"subheadline",
      "Body":"body","Callout":"callout","Footnote":"footnote","Caption1":"caption","Caption2":"caption2"}
cur=None; n=0; bad=[]
for line in open("sources/temoki_README_161fbef.md.txt"):
    m = re.match(r"UICTContentSizeCategory(\w+)\s*$", line.strip())
    if m: cur = CAT[m.group(1)]; continue
    m = re.match(r"UICTFontTextStyle(\w+) ([\d.]+)", line.strip())
    if m and cur:
        st = ST[m.group(1)]; v = float(m.group(2)); n += 1
        exp = d["styles"][st]["size"][d["categories"].index(cur)]
        if v != exp: bad.append((cur, st, v, exp))
print("raw values checked:", n, "mismatches:", bad or "none")
