# tables with a column headed like an ID column ("Item", "#", "Key", "Tag", "Code", "Name"…) whose cells hold no ID
import json,os,re,glob,collections,sys,bisect
LAB='/work/wt-reader107/testdata/groundtruth/requirements/tuning'
COR='/work/labels/ctune-r'
today=json.load(open('/tmp/r107/lx/reqs-today.json'))
IDH={"id","req id","req. id","req #","req. #","req#","#","no","no.","nr","nr.","number","ref","ref.","reference","key","requirement id","requirement #","req no","req. no.","req","item","code","identifier","req ref","story id","uc id","rule id","criterion id","ac id","s.no","s. no.","sl. no.","sr. no.","index","tag"}
idre=re.compile(r'^[\[*_`]*[A-Za-z]{0,12}[-_. ]?[A-Za-z]{0,8}[-_. ]?\d+([.\-]\d+)*[a-z]?[\]*_`]*$')
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else 0
cnt=collections.defaultdict(lambda:[0,0,set(),set()]); ex=[]
for f in sorted(glob.glob(LAB+'/*.json')):
    L=json.load(open(f)); doc=L['document']
    p=os.path.join(COR,doc)
    if not os.path.exists(p) or not re.search(r'\.(md|markdown|txt)$',doc): continue
    text=open(p,encoding='utf-8',errors='replace',newline='').read()
    lines=text.split('\n'); offs=[];o=0
    for l in lines: offs.append(o); o+=len(l)+1
    cum=[0];bo=0
    for ch in text: bo+=len(ch.encode('utf-8')); cum.append(bo)
    uoff=sorted(bisect.bisect_left(cum,u['off']) for u in today.get(doc,[]) if u['off']>=0)
    segs=L['segments']
    i=0
    while i<len(lines):
        l=lines[i]
        if l.lstrip().startswith('|') and i+1<len(lines) and re.match(r'^\s*\|?\s*:?-{2,}',lines[i+1]):
            hdr=[c.strip().strip('*_ ').lower() for c in l.strip().strip('|').split('|')]
            j=i+2
            while j<len(lines) and lines[j].lstrip().startswith('|'): j+=1
            idc=[k for k,h in enumerate(hdr) if h in IDH]
            if idc:
                k=idc[0]; rows=lines[i+2:j]
                cells=[ (r.strip().strip('|').split('|')+['']*20)[k].strip() for r in rows]
                if rows and not any(idre.match(c) for c in cells if c):
                    # heading
                    h=''
                    for q in range(i,-1,-1):
                        if re.match(r'\s{0,3}#{1,6}\s',lines[q]): h=lines[q];break
                    for r_ in range(i+2,j):
                        a=offs[r_]; b=a+len(lines[r_])
                        for s in segs:
                            if s['start']>=a and s['start']<b:
                                x=bisect.bisect_left(uoff,s['start']); rd=x<len(uoff) and uoff[x]<s['end']
                                key='req' if s['req'] else 'non'
                                c=cnt[key]; c[0]+=1; c[1]+=rd; c[2].add(doc); c[3].add(rnd(doc))
                                ex.append((doc,hdr[k],h.strip()[:40],s['req'],rd,lines[r_][:70]))
            i=j; continue
        i+=1
for k,c in cnt.items(): print(k,'n=',c[0],'read=',c[1],'docs=',len(c[2]),'rounds=',len(c[3]))
bydoc=collections.defaultdict(lambda:[0,0,0,0,'',''])
for d,hk,h,req,rd,l in ex:
    b=bydoc[d]; b[0 if req else 2]+=1; b[1 if req else 3]+=rd; b[4]=hk; b[5]=h
for d,b in sorted(bydoc.items()): print(d[:70],'req %d/%d read, non %d/%d read'%(b[1],b[0],b[3],b[2]),'|',b[4],'|',b[5])
