import json,os,re,glob,collections,sys,bisect
LAB='./testdata/groundtruth/requirements/tuning'
COR='/work/labels/ctune-r'
today=json.load(open(sys.argv[1] if len(sys.argv)>1 else '/tmp/r105/lx/reqs-today.json'))
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else 0
cnt=collections.defaultdict(lambda: [0,0,set(),set()])
ex=collections.defaultdict(list)
ROW=re.compile(r'^\s*\|(.*)\|\s*$')
def cells(line):
    m=ROW.match(line); 
    if not m: return None
    return [c.strip() for c in m.group(1).split('|')]
IDC=re.compile(r'^\**[A-Za-z][A-Za-z0-9_.]*[-_ .]?\d+(\.\d+)*[a-z]?\**$')
def forms_at(text):
    """yield (form, start, end) spans (char offsets) of the forms in a document"""
    lines=text.split('\n'); offs=[];o=0
    for l in lines: offs.append(o); o+=len(l)+1
    infence=False
    for i,l in enumerate(lines):
        if re.match(r'\s*(```|~~~)',l):
            if not infence:
                # fence opening: what's above (last non-blank line)
                j=i-1
                while j>=0 and not lines[j].strip(): j-=1
                prev=lines[j] if j>=0 else ''
                k=i+1
                while k<len(lines) and not re.match(r'\s*(```|~~~)',lines[k]): k+=1
                end=offs[k]+len(lines[k]) if k<len(lines) else len(text)
                if re.match(r'\s*(?:[-*]\s+)?\*\*[^*]{1,40}:\*\*\s*$|\s*(?:[-*]\s+)?\*\*[^*]{1,40}\*\*:\s*$',prev):
                    yield ('fence-after-bold-label',offs[i],end)
                yield ('fence-any',offs[i],end)
            infence=not infence
            continue
        if infence: continue
        c=cells(l)
        if c and len(c)>=2 and c[0]=='' and any(x for x in c[1:]) and not re.match(r'^[-: ]+$',''.join(c)):
            pc=cells(lines[i-1]) if i>0 else None
            if pc and pc[0] and not re.match(r'^[-: ]+$',pc[0]):
                yield ('table-cont-row' + ('-idprev' if IDC.match(pc[0]) else ''),offs[i],offs[i]+len(l))
        if '~~' in l and re.search(r'~~[^~]+~~',l):
            yield ('strike',offs[i]+re.search(r'~~',l).start(),offs[i]+len(l))
        if re.search(r'(?i)removed from (the )?(active )?backlog|\bcut\b.*\bstor',l):
            yield ('removed-backlog',offs[i],offs[i]+len(l))
        if re.search(r'(?i)\bwas chosen (for|because)|\bwere chosen (for|because)',l):
            yield ('chosen-rationale',offs[i],offs[i]+len(l))
        if re.search(r'(?i)commit message',l):
            yield ('commit-msg',offs[i],offs[i]+len(l))
        if re.match(r'\s*\.\. (admonition|warning|note|tip|important|caution|danger|attention|hint|error)::\s*$',l) or re.match(r'\s*\.\. admonition::',l):
            yield ('rst-block-admon',offs[i],offs[min(i+4,len(lines)-1)])
        if re.match(r'\s*\[(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$',l):
            yield ('adoc-block-admon',offs[i],offs[min(i+4,len(lines)-1)])
for f in sorted(glob.glob(LAB+'/*.json')):
    L=json.load(open(f)); doc=L['document']; r=rnd(doc)
    p=os.path.join(COR,doc)
    if not os.path.exists(p): continue
    text=open(p,encoding='utf-8',errors='replace').read()
    units=today.get(doc,[])
    # byte offsets -> char: build map
    b2c={}
    bo=0
    cum=[0]
    for ch in text: bo+=len(ch.encode('utf-8')); cum.append(bo)
    uoff=sorted(bisect.bisect_left(cum,u['off']) for u in units if u['off']>=0)
    segs=sorted(L['segments'],key=lambda s:s['start'])
    for fm,s,e in forms_at(text):
        # segments overlapping the span
        for sg in segs:
            if sg['end']<=s or sg['start']>=e: continue
            i=bisect.bisect_left(uoff,sg['start']); rd= i<len(uoff) and uoff[i]<sg['end']
            # units starting in the form span itself
            j=bisect.bisect_left(uoff,s); inspan= j<len(uoff) and uoff[j]<e
            key=(fm,'req' if sg['req'] else 'non')
            c=cnt[key]; c[0]+=1; c[1]+=rd; c[2].add(doc); c[3].add(r)
            ex[fm].append(dict(doc=doc,req=sg['req'],read=rd,unit_in_span=inspan,seg=text[sg['start']:sg['end']][:120],id=sg.get('id'),cat=sg.get('category')))
for k in sorted(cnt):
    c=cnt[k]; print('%-26s %-4s n=%4d read=%4d docs=%3d rounds=%3d'%(k[0],k[1],c[0],c[1],len(c[2]),len(c[3])))
json.dump(ex,open('/tmp/r105/ex.json','w'),indent=0)

# fences by content
fc=collections.defaultdict(lambda:[0,0,set()])
for e in ex['fence-any']:
    s=e['seg']
    body=re.sub(r'^\s*```[^\n]*\n?','',s) if s.lstrip().startswith('```') else None
    if body is None: kind='seg-inside-or-around'
    elif re.match(r'\s*[\[{]',body) or re.match(r'\s*```json',s): kind='json'
    elif re.match(r'\s*(GET|POST|PUT|PATCH|DELETE)\s+/',body): kind='endpoint'
    else: kind='other'
    k=(kind,e['req']); fc[k][0]+=1; fc[k][1]+=e['read']; fc[k][2].add(e['doc'])
for k in sorted(fc): print('fence',k,fc[k][0],'read',fc[k][1],'docs',len(fc[k][2]))
