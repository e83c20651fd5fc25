# segments inside a sub-section of a "Personas" (or user classes / user characteristics) section
import json,os,re,glob,collections,bisect
LAB='/work/wt-reader107/testdata/groundtruth/requirements/tuning'
COR='/work/labels/ctune-r'
today=json.load(open('/tmp/r107/lx/reqs-today.json'))
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else 0
cnt=collections.defaultdict(lambda:[0,0,set(),set()]); bydoc=collections.defaultdict(lambda:[0,0,0,0])
for f in sorted(glob.glob(LAB+'/*.json')):
    L=json.load(open(f)); doc=L['document']
    p=os.path.join(COR,doc)
    if not os.path.exists(p) or not re.search(r'\.(md|markdown)$',doc): continue
    text=open(p,encoding='utf-8',errors='replace',newline='').read()
    lines=text.split('\n'); offs=[];o=0
    for l in lines: offs.append(o); o+=len(l)+1
    cum=[0];bo=0
    for ch in text: bo+=len(ch.encode('utf-8')); cum.append(bo)
    uoff=sorted(bisect.bisect_left(cum,u['off']) for u in today.get(doc,[]) if u['off']>=0)
    # heading stack per line
    stack=[]; ctx=[]; fence=False
    for l in lines:
        if re.match(r'\s*(```|~~~)',l): fence=not fence
        m=None if fence else re.match(r'^(#{1,6})\s+(.*)',l)
        if m:
            lv=len(m.group(1)); stack=[s for s in stack if s[0]<lv]+[(lv,m.group(2))]
        ctx.append(list(stack))
    for s in L['segments']:
        li=bisect.bisect_right(offs,s['start'])-1
        st=ctx[li]
        if len(st)>=2 and re.search(r'(?i)\bpersonas?\b|user (classes|characteristics|types)',st[-2][1]) and not re.match(r'\s*#',text[s['start']:s['end']]):
            x=bisect.bisect_left(uoff,s['start']); rd=x<len(uoff) and uoff[x]<s['end']
            k='req' if s['req'] else 'non'; c=cnt[k]; c[0]+=1; c[1]+=rd; c[2].add(doc); c[3].add(rnd(doc))
            b=bydoc[doc]; b[0 if s['req'] else 2]+=1; b[1 if s['req'] else 3]+=rd
for k,c in cnt.items(): print(k,'n=',c[0],'read=',c[1],'docs=',len(c[2]),'rounds=',len(c[3]))
for d,b in sorted(bydoc.items()): print(d[:75],'req %d/%d read, non %d/%d read'%(b[1],b[0],b[3],b[2]))
