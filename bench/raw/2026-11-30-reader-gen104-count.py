import json,os,re,glob,collections,sys
LAB='/work/wt-reader104/testdata/groundtruth/requirements/tuning'
COR='/work/labels/ctune-r'
today=json.load(open('/tmp/r104/lx/reqs-today.json'))
arr={}
def arrival(r):
    if r not in arr:
        p='/tmp/r104/lx/reqs-%d.json'%r
        arr[r]=json.load(open(p)) if os.path.exists(p) else None
    return arr[r]
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else 0
def readset(reqs):
    return sorted(r['off'] for r in reqs)
import bisect
def isread(offs,s,e):
    i=bisect.bisect_left(offs,s); return i<len(offs) and offs[i]<e
def ids_in(reqs,s,e): return [r['id'] for r in reqs if s<=r['off']<e]
HEAD=re.compile(r'^(#{1,6})\s+(.*)$')
def forms(text,seg,s,e):
    t=text[s:e]; ls=text.rfind('\n',0,s)+1; le=text.find('\n',s); le=len(text) if le<0 else le
    line=text[ls:le]
    # heading above
    hs=[m for m in re.finditer(r'(?m)^#{1,6}\s+(.*)$',text[:s])]
    head=hs[-1].group(1) if hs else ''
    # lines before in a fence?
    fences=len(re.findall(r'(?m)^\s*```',text[:s]))
    out=[]
    if line.lstrip().startswith('|') and re.search(r'</?br\s*/?>',line,re.I) and re.match(r'\s*(\|[^|]*\|\s*)?\s*\d+(\.\d+)*\.?\s',t if not t.startswith('|') else t.split('|',2)[-1]) :
        out.append('uc-cell-steps-br')
    if line.lstrip().startswith('|') and re.search(r'pre-?condition',line,re.I) and re.search(r'\|\s*-\s*\S',line):
        out.append('precond-dashed-cell')
    if re.match(r'\s*```',t): out.append('fenced-block')
    if re.match(r'\s*(?:[-*]\s+)?\*\*(Tech(nology)? )?Stack\*\*\s*:',t,re.I) or re.match(r'\s*(?:[-*]\s+)?(Tech )?Stack:',t,re.I): out.append('stack-label')
    if re.match(r'\s*(?:[-*]\s+)?(?:\*\*|_)?(Delivery|Status|Implementation status|Delivered)(?:\*\*|_)?\s*:?(?:\*\*)?\s*.*\b(Phase|implemented|done|complete|shipped)\b',t,re.I): out.append('status-note')
    if re.match(r'\s*(?:[-*]|\d+[.)])\s*\[[ xX]\]',t) or re.search(r'(?i)\b(to-?do|todo|tasks|next steps|backlog)\b',head) and re.match(r'\s*\d+[.)]\s+\**[A-Z][A-Z0-9]*[-#_.]?\d',t): out.append('todo-id-item')
    if re.search(r'(?i)assumption',head): out.append('under-assumptions')
    if re.match(r'\s*(?:[-*]\s+)?(?:\*\*)?Constraints?(?:\*\*)?\s*:',t): out.append('constraints-label')
    return out
cnt=collections.defaultdict(lambda: [0,0,set(),set()])
ex=collections.defaultdict(list)
for f in sorted(glob.glob(LAB+'/*.json')):
    L=json.load(open(f)); doc=L['document']; r=rnd(doc)
    p=os.path.join(COR,doc)
    if not os.path.exists(p): continue
    text=open(p,encoding='utf-8',errors='replace').read()
    b=text.encode('utf-8')
    # offsets: bytes or runes? assume bytes -> decode
    def sl(s,e): return b[s:e].decode('utf-8','replace')
    txt=text
    tt=today.get(doc,[]); to=readset(tt)
    a=arrival(r) if 36<=r<=62 else None
    ao=readset(a.get(doc,[])) if a else None
    for sg in L['segments']:
        cs,ce=sg['start'],sg['end']
        s=len(text[:cs].encode('utf-8')); e=s+len(text[cs:ce].encode('utf-8'))
        for fm in forms(txt,sg,cs,ce):
            for part,offs in (('today',to),('arrival',ao)):
                if offs is None: continue
                key=(fm,part,'req' if sg['req'] else 'non')
                c=cnt[key]; 
                rd=isread(offs,s,e)
                c[0]+=1; c[1]+=rd; c[2].add(doc); c[3].add(r)
            if len(ex[fm])<400: ex[fm].append((doc,sg['req'],isread(to,s,e),text[cs:ce][:90].replace('\n','\\n')))
for k in sorted(cnt):
    c=cnt[k]; print('%-22s %-8s %-4s n=%4d read=%4d docs=%3d rounds=%3d'%(k[0],k[1],k[2],c[0],c[1],len(c[2]),len(c[3])))
json.dump(ex,open('/tmp/r104/ex.json','w'),indent=0)
