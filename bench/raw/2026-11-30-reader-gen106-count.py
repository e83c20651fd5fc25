# Generation 106 counts (run each part on its own: python3 - < part; needs /tmp/r106/lx/reqs-today.json from TestLearnexpDump)
# ==== count.py: forms by expression over the labelled segments ====
import json,os,re,glob,collections,sys,bisect
LAB='/work/wt-reader106/testdata/groundtruth/requirements/tuning'
COR='/work/labels/ctune-r'
today=json.load(open(sys.argv[1] if len(sys.argv)>1 else '/tmp/r106/lx/reqs-today.json'))
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else 0
cnt=collections.defaultdict(lambda: [0,0,set(),set(),0])
ex=collections.defaultdict(list)
def heading_above(lines,i):
    for j in range(i,-1,-1):
        if re.match(r'#{1,6}\s',lines[j]): return lines[j]
    return ''
for f in sorted(glob.glob(LAB+'/*.json')):
    L=json.load(open(f)); doc=L['document']; r=rnd(doc)
    p=os.path.join(COR,doc)
    if not os.path.exists(p): continue
    text=open(p,encoding='utf-8',errors='replace').read()
    lines=text.split('\n'); offs=[];o=0
    for l in lines: offs.append(o); o+=len(l)+1
    units=today.get(doc,[])
    cum=[0];bo=0
    for ch in text: bo+=len(ch.encode('utf-8')); cum.append(bo)
    us=sorted(((bisect.bisect_left(cum,u['off']),u) for u in units if u['off']>=0),key=lambda x:x[0])
    uoff=[a for a,_ in us]
    # fence map
    fence=[False]*len(lines); inf=False
    for i,l in enumerate(lines):
        if re.match(r'\s*(```|~~~)',l): fence[i]=True; inf=not inf; continue
        fence[i]=inf
    for sg in L['segments']:
        s,e=sg['start'],sg['end']; t=text[s:e]
        li=bisect.bisect_right(offs,s)-1
        i=bisect.bisect_left(uoff,s); rd= i<len(uoff) and uoff[i]<e
        uid=us[i][1]['id'] if rd else None
        forms=[]
        if re.match(r'^\s*(?:[-*]\s+)?\*\*[^*\n]{1,40}:\*\*\s*$|^\s*(?:[-*]\s+)?\*\*[^*\n]{1,40}\*\*:\s*$',t): forms.append('bold-label-alone')
        if re.match(r'^\s*\*\*Test Cases?:?\*\*:?\s*$',t,re.I): forms.append('test-cases-label')
        if sg['req'] and sg.get('id') and re.match(r'(?i)^(user\s+)?stor(y|ies)\s',sg['id']): forms.append('id-story-word')
        if sg['req'] and sg.get('id') and re.match(r'(?i)^[A-Za-z][A-Za-z ]*[A-Za-z]\s+\d+(\.\d+)*($|/)',sg['id']): forms.append('id-word-space-num')
        h=heading_above(lines,li)
        if re.search(r'(?i)assumption',h) : forms.append('under-assumptions')
        if re.search(r'(?i)future|feature request|wish|roadmap',h) and re.match(r'\s*(\d+[.)]|[-*])\s',t): forms.append('item-under-future')
        if fence[li] or t.lstrip().startswith('```'): forms.append('fenced')
        if t.lstrip().startswith('|'): forms.append('table-row')
        if re.match(r'(?i)^\s*same as\b',t): forms.append('same-as')
        if '&quot;' in t or '&amp;' in t or '&lt;' in t or '&gt;' in t: forms.append('html-entity')
        for fm in forms:
            key=(fm,'req' if sg['req'] else 'non')
            c=cnt[key]; c[0]+=1; c[1]+=rd; c[2].add(doc); c[3].add(r)
            if sg['req'] and sg.get('id') and rd: c[4]+= (uid or '').lower().replace(' ','')==sg['id'].lower().replace(' ','')
            ex[fm].append(dict(doc=doc,req=sg['req'],read=rd,uid=uid,id=sg.get('id'),cat=sg.get('category'),seg=t[:100],h=h[:60]))
for k in sorted(cnt):
    c=cnt[k]; print('%-22s %-4s n=%5d read=%5d idkept=%4d docs=%3d rounds=%3d'%(k[0],k[1],c[0],c[1],c[4],len(c[2]),len(c[3])))
json.dump(ex,open('/tmp/r106/ex.json','w'),indent=0)

# ==== c2.py: criteria under a number not their story ====
import json,glob,re,os,collections,bisect
today=json.load(open('/tmp/r106/lx/reqs-today.json'))
agg=collections.defaultdict(lambda:[0,0])
for f in sorted(glob.glob('/work/wt-reader106/testdata/groundtruth/requirements/tuning/*.json')):
    L=json.load(open(f)); doc=L['document']; p='/work/labels/ctune-r/'+doc
    if not os.path.exists(p): continue
    t=open(p,errors='replace').read()
    cum=[0];bo=0
    for ch in t: bo+=len(ch.encode('utf-8')); cum.append(bo)
    us=sorted(((bisect.bisect_left(cum,u['off']),u) for u in today.get(doc,[]) if u['off']>=0),key=lambda x:x[0]); uo=[a for a,_ in us]
    for s in L['segments']:
        if not (s['req'] and s.get('id')): continue
        i=bisect.bisect_left(uo,s['start'])
        if i<len(uo) and uo[i]<s['end']:
            uid=us[i][1]['id']
            if re.match(r'^\d+/AC\d+',uid) and not s['id'].startswith(uid.split('/')[0]+'/'):
                agg[doc][0]+=1
            if re.match(r'^\d+/AC\d+',uid): agg[doc][1]+=1
for k,v in agg.items(): print(k,v)

# ==== c3.py: bold-label paragraphs, user definitions ====
import json,glob,re,os,collections,bisect
today=json.load(open('/tmp/r106/lx/reqs-today.json'))
c=collections.defaultdict(lambda:[0,0,set(),set()]); exs=collections.defaultdict(list)
for f in sorted(glob.glob('/work/wt-reader106/testdata/groundtruth/requirements/tuning/*.json')):
    L=json.load(open(f)); doc=L['document']; p='/work/labels/ctune-r/'+doc
    if not os.path.exists(p): continue
    t=open(p,errors='replace').read()
    cum=[0];bo=0
    for ch in t: bo+=len(ch.encode('utf-8')); cum.append(bo)
    uo=sorted(bisect.bisect_left(cum,u['off']) for u in today.get(doc,[]) if u['off']>=0)
    r=doc.split('/')[0]
    for s in L['segments']:
        seg=t[s['start']:s['end']]
        i=bisect.bisect_left(uo,s['start']); rd=i<len(uo) and uo[i]<s['end']
        m=re.match(r'\s*(?:[-*+]\s+)?\*\*([^*\n]{1,40}?)(?::\*\*|\*\*:)\s+\S',seg)
        if m:
            lab=m.group(1).strip().lower()
            fm='user-def' if re.search(r'\b(user|persona|actor|audience|customer|stakeholder)s?\b',lab) else 'boldlabel-value'
            k=(fm,s['req'],s.get('category')); c[k][0]+=1; c[k][1]+=rd; c[k][2].add(doc); c[k][3].add(r)
            if s.get("category")=="heading" and not s["req"]: exs[(s['req'],rd)].append((doc[:40],seg[:60]))
for k in sorted(c,key=str):
    if k[0]=='user-def' or c[k][1]>5: print(k,c[k][0],c[k][1],len(c[k][2]),len(c[k][3]))
for k,v in exs.items(): print(k,v[:6])

# ==== c4.py: component bullets, "Same as" use cases ====
import json,glob,re,os,collections,bisect
today=json.load(open('/tmp/r106/lx/reqs-today.json'))
c=collections.defaultdict(lambda:[0,0,set(),set()]); ex=collections.defaultdict(list)
for f in sorted(glob.glob('/work/wt-reader106/testdata/groundtruth/requirements/tuning/*.json')):
    L=json.load(open(f)); doc=L['document']; p='/work/labels/ctune-r/'+doc
    if not os.path.exists(p): continue
    t=open(p,errors='replace').read()
    lines=t.split('\n'); offs=[];o=0
    for l in lines: offs.append(o); o+=len(l)+1
    cum=[0];bo=0
    for ch in t: bo+=len(ch.encode('utf-8')); cum.append(bo)
    uo=sorted(bisect.bisect_left(cum,u['off']) for u in today.get(doc,[]) if u['off']>=0)
    r=doc.split('/')[0]
    for s in L['segments']:
        seg=t[s['start']:s['end']]
        li=bisect.bisect_right(offs,s['start'])-1
        h=''
        for j in range(li,-1,-1):
            if re.match(r'#{1,6}\s',lines[j]): h=lines[j]; break
        i=bisect.bisect_left(uo,s['start']); rd=i<len(uo) and uo[i]<s['end']
        if re.match(r'\s*[-*+]\s+\*\*[^*\n]{1,40}\*\*:?\s',seg) and re.search(r'(?i)component|architecture|overview|module|subsystem',h):
            k=(s['req'],); c[k][0]+=1; c[k][1]+=rd; c[k][2].add(doc); c[k][3].add(r); ex[(s['req'],rd)].append((doc[:40],seg[:50],h[:30]))
        if re.match(r'(?i)\s*same as\b',seg) or re.match(r'(?i)\s*(\*\*)?(same as|identical to|as in|as per) (UC|use case)',seg):
            print('SAME',s['req'],rd,doc[:50],seg[:80])
for k in c: print(k,c[k][0],c[k][1],len(c[k][2]),len(c[k][3]))
for k,v in ex.items(): print(k,len(v),v[:4])
