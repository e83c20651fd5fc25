# Throwaway count for reader generation 102 (issue 25, B5/B8): labelled requirements of the tuning
# part by form, how the reader reads them (today's dump, readers on arrival for rounds 36-62).
import json,glob,re,collections,sys,os
CORP='/work/labels/ctune-r'; LE=sys.argv[1] if len(sys.argv)>1 else '/tmp/r102/le'
today=json.load(open(LE+'/reqs-today.json'))
arr={r:json.load(open(LE+'/reqs-%d.json'%r)) for r in range(36,63) if os.path.exists(LE+'/reqs-%d.json'%r)}
def rnd(doc):
    m=re.match(r'round(\d+)/',doc); return int(m.group(1)) if m else None
ADM=re.compile(r'^\s*(\.\. (note|warning|important|tip|caution|attention|danger|hint|admonition)::|(NOTE|TIP|IMPORTANT|WARNING|CAUTION):\s|\[(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]|>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]|!!!\s)',re.M)
forms=collections.defaultdict(list)
for f in sorted(glob.glob('/work/wt-reader102/testdata/groundtruth/requirements/tuning/*.json')):
    d=json.load(open(f)); doc=d['document']
    try: b=open(os.path.join(CORP,doc),encoding='utf8',errors='replace').read()
    except Exception: continue
    segs=[s for s in d['segments'] if s.get('req')]
    # prefixed IDs repeated across sections in the labels
    idc=collections.Counter(s.get('id') for s in segs if s.get('id'))
    for s in segs:
        t=b[s['start']:s['end']]; i=s.get('id') or ''
        lines=[l for l in t.split('\n') if l.strip()]
        fs=[]
        rows=[l for l in lines if l.lstrip().startswith('|')]
        if len(rows)>=2 and any(re.match(r'^\s*\|\s*\|',r) for r in rows[1:]) and re.match(r'^\s*\|\s*[^|\s]',rows[0]): fs.append('table: continuation row under a filled first cell')
        elif len(rows)>=2 and all(re.match(r'^\s*\|\s*\|',r) for r in rows): fs.append('table: continuation row, first cell empty throughout')
        if re.search(r'^\s*\$\$|\\\[\s*$|\\begin\{(equation|align)',t,re.M): fs.append('display math')
        if ADM.search(t) and (doc.endswith(('.rst','.adoc','.asciidoc','.txt')) or re.search(r'\[!|\.\. \w+::|!!!',t)): fs.append('admonition')
        if i and idc[i]>1 and re.match(r'^[A-Za-z]+[-_ ]?\d+$',i): fs.append('prefixed ID labelled twice or more')
        if re.match(r'^[\d.]+/[A-Za-z]+[-_ ]?\d+$',i): fs.append('label <section>/<prefixed ID>')
        for x in fs: forms[x].append((doc,s,t))
def units(dump,doc,s):
    return [u for u in dump.get(doc,[]) if s['start']<=u['off']<s['end']]
for form,L in sorted(forms.items()):
    docs={x[0] for x in L}; rounds={rnd(x[0]) for x in L}
    rd=sum(1 for doc,s,t in L if units(today,doc,s))
    idk=sum(1 for doc,s,t in L if s.get('id') and any(u.get('id')==s.get('id') for u in units(today,doc,s)))
    raw=sum(1 for doc,s,t in L if any('|' in u['text'] and re.search(r'\|\s*;?\s*\|',u['text']) for u in units(today,doc,s)))
    a=[(doc,s) for doc,s,t in L if rnd(doc) in arr]
    ard=sum(1 for doc,s in a if units(arr[rnd(doc)],doc,s))
    aid=sum(1 for doc,s in a if s.get('id') and any(u.get('id')==s.get('id') for u in units(arr[rnd(doc)],doc,s)))
    print(f"{form}: labelled {len(L)}, documents {len(docs)}, rounds {len(rounds)}; today read {rd}, id exact {idk}, raw '| |' in text {raw}; rounds 36-62: {len(a)} labelled, on arrival read {ard}, id exact {aid}")
    if '-v' in sys.argv:
        for doc,s,t in L[:int(os.environ.get('N','6'))]:
            print('   ',doc,s['start'],repr(s.get('id')),repr(t[:110]),'->',[(u.get('id'),u['text'][:60]) for u in units(today,doc,s)][:3])
def q(us,i): return any(re.match(r'^[\d.]+/'+re.escape(i)+r'(#\d+)?$',u.get('id') or '') or re.match('^'+re.escape(i)+r'#\d+$',u.get('id') or '') for u in us)
L=forms['prefixed ID labelled twice or more']
for name,sel in [('all tuning',L),('rounds 36-62',[x for x in L if rnd(x[0]) in arr])]:
    ex=sum(1 for doc,s,t in sel if any(u.get('id')==s['id'] for u in units(today,doc,s)))
    qq=sum(1 for doc,s,t in sel if not any(u.get('id')==s['id'] for u in units(today,doc,s)) and q(units(today,doc,s),s['id']))
    line=f"prefixed IDs twice, {name}: {len(sel)} labelled; this dump exact {ex}, qualified {qq}"
    if name!='all tuning':
        ae=sum(1 for doc,s,t in sel if any(u.get('id')==s['id'] for u in units(arr[rnd(doc)],doc,s)))
        aq=sum(1 for doc,s,t in sel if not any(u.get('id')==s['id'] for u in units(arr[rnd(doc)],doc,s)) and q(units(arr[rnd(doc)],doc,s),s['id']))
        line+=f"; on arrival exact {ae}, qualified {aq}"
    print(line)
