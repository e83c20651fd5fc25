# Generation 107 counts (python3 bench/raw/2026-11-30-reader-gen107-count.py /tmp/r107/lx/reqs-today.json; the dump from TestLearnexpDump; output …-count.txt); the ID-column part is …-idcol.py
# Generation 107 counts: forms by expression over the labelled tuning segments (read = a unit of the dump starts inside)
import json,os,re,glob,collections,sys,bisect
LAB='/work/wt-reader107/testdata/groundtruth/requirements/tuning'
COR='/work/labels/ctune-r'
today=json.load(open(sys.argv[1] if len(sys.argv)>1 else '/tmp/r107/lx/reqs-today.json'))
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else 0
cnt=collections.defaultdict(lambda: [0,0,set(),set(),0])
ex=collections.defaultdict(list)
def heading_above(lines,i):
    for j in range(i,-1,-1):
        if re.match(r'\s{0,3}#{1,6}\s',lines[j]): return lines[j]
    return ''
def table_header(lines,i):
    j=i
    while j>0 and lines[j-1].lstrip().startswith('|'): j-=1
    return lines[j] if j<i else ''
for f in sorted(glob.glob(LAB+'/*.json')):
    L=json.load(open(f)); doc=L['document']; r=rnd(doc)
    p=os.path.join(COR,doc)
    if not os.path.exists(p): continue
    text=open(p,encoding='utf-8',errors='replace',newline='').read()
    lines=text.split('\n'); offs=[];o=0
    for l in lines: offs.append(o); o+=len(l)+1
    units=today.get(doc,[])
    cum=[0];bo=0
    for ch in text: bo+=len(ch.encode('utf-8')); cum.append(bo)
    us=sorted(((bisect.bisect_left(cum,u['off']),u) for u in units if u['off']>=0),key=lambda x:x[0])
    uoff=[a for a,_ in us]
    for sg in L['segments']:
        s,e=sg['start'],sg['end']; t=text[s:e]
        li=bisect.bisect_right(offs,s)-1
        i=bisect.bisect_left(uoff,s); rd= i<len(uoff) and uoff[i]<e
        uid=us[i][1]['id'] if rd else None
        forms=[]
        h=heading_above(lines,li)
        if re.match(r'^\s*[-*+]\s+\d+(\.\d+)+\.?\s+\*\*[^*\n]+\*\*\s*:|^\s*[-*+]\s+\d+(\.\d+)+\.?\s+\*\*[^*\n]+:\*\*',t): forms.append('P1-numbered-bold-label-item')
        if re.match(r'^\s*[-*+]\s+\*\*[^*\n]{1,60}\*\*\s*:|^\s*[-*+]\s+\*\*[^*\n]{1,60}:\*\*',t) and re.search(r'(?i)component|breakdown|architecture|module|subsystem|overview|structure|decomposition',h): forms.append('P1b-bold-label-item-under-components')
        if re.search(r'(?i)outline|table of contents|contents',h) and re.match(r'^\s*[-*+]\s+\d+(\.\d+)*\.?\s+\S',t): forms.append('P2-numbered-item-under-outline')
        if t.lstrip().startswith('|') and re.search(r'(?i)non-?goals|out of scope|not in scope|exclusions|won.t have',h): forms.append('M4-row-under-nongoals')
        hdr=table_header(lines,li).lower()
        if t.lstrip().startswith('|') and re.match(r'^\s*\|\s*\*{0,2}dependenc(y|ies)',hdr): forms.append('M6-dependency-table-row')
        if re.match(r'^\s*\*\*(goal|gate|objective|exit criteria|deliverables?)s?:?\*\*:?\s',t,re.I) and re.search(r'(?i)phase|milestone|sprint|stage|roadmap',h): forms.append('M5-goal-gate-under-phase')
        if re.match(r'^\s*\*\*[^*\n]{1,40}:\*\*\s+\S|^\s*\*\*[^*\n]{1,40}\*\*:\s+\S',t) and re.search(r'(?i)persona|user profile|target user|user type|user class|audience',h): forms.append('M5b-bold-label-para-under-persona')
        if t.lstrip().startswith('|') and re.search(r'(?i)\bgoals?\b|objectives?',h) and not re.search(r'(?i)non-?goal',h): forms.append('M3-row-under-goals')
        if re.match(r'^\s*[-*+]\s+(I think|This is a use case|this is one)',t): forms.append('L2-justification-item')

        if re.search(r'(?i)non-?goals|out of scope|not in scope|exclusions',h) and not re.match(r'\s{0,3}#',t): forms.append('X-any-under-nongoals')
        if t.lstrip().startswith('|') and re.search(r'(?i)dependenc',h): forms.append('X-row-under-dependencies')
        if re.match(r'^\s*\*\*(goal|gate)s?:\*\*|^\s*\*\*(goal|gate)s?\*\*:',t,re.I): forms.append('X-goal-gate-bold-any')
        if re.search(r"""(?i)(['"‘“*_]|\*\*)(shall|must|should|will)(['"’”*_]|\*\*)""",t) and re.search(r'(?i)statement|mandatory|requirement|keyword|key word|term|language|provision',t) and not t.lstrip().startswith('|'): forms.append('X-keyword-legend-sentence')
        if re.search(r'\bCSC[IU]?\b',t): forms.append('X-CSC')

        if re.match(r'(?i)^\s*this (software requirements? specification|srs|document|prd|specification|requirements? (document|specification))\b',t): forms.append('Y-this-document-para')
        if re.match(r'^\s*(?:[-*+]\s+)?\*\*[^*\n]{1,40}:\*\*\s+\S|^\s*(?:[-*+]\s+)?\*\*[^*\n]{1,40}\*\*:\s+\S',t) and re.search(r'(?i)\bpersonas?\b|primary\b.*\buser|secondary\b.*\buser',h): forms.append('Y-bold-label-under-persona')
        if re.match(r'^\s*(?:[-*+]\s+)?\*\*(pain points?|usage pattern|goals?|frustrations?|needs|key behaviou?r|profile|background|motivations?)\*\*:|^\s*(?:[-*+]\s+)?\*\*(pain points?|usage pattern|goals?|frustrations?|needs|key behaviou?r|profile|background|motivations?):\*\*',t,re.I): forms.append('Y-persona-field-label')
        for fm in forms:
            key=(fm,'req' if sg['req'] else 'non')
            c=cnt[key]; c[0]+=1; c[1]+=rd; c[2].add(doc); c[3].add(r)
            if sg['req'] and sg.get('id') and rd: c[4]+= (uid or '').lower().replace(' ','')==sg['id'].lower().replace(' ','')
            ex[fm].append(dict(doc=doc,req=sg['req'],read=rd,uid=uid,id=sg.get('id'),cat=sg.get('category'),seg=t[:100],h=h[:60]))
for k in sorted(cnt):
    c=cnt[k]; print('%-40s %-4s n=%5d read=%5d idkept=%4d docs=%3d rounds=%3d'%(k[0],k[1],c[0],c[1],c[4],len(c[2]),len(c[3])))
json.dump(ex,open('/tmp/r107/cnt/ex.json','w'),indent=0)
