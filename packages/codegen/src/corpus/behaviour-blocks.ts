import { A, B, C, D, E, F, G } from './behaviour-blocks-a-g.ts';
import { H } from './behaviour-blocks-h.ts';
import { I } from './behaviour-blocks-i.ts';
import { J } from './behaviour-blocks-j.ts';
import { K } from './behaviour-blocks-k.ts';
import { L } from './behaviour-blocks-l.ts';
import { M } from './behaviour-blocks-m.ts';
import { N } from './behaviour-blocks-n.ts';
import { O } from './behaviour-blocks-o.ts';
import { P } from './behaviour-blocks-p.ts';
import { Q } from './behaviour-blocks-q.ts';
import { R } from './behaviour-blocks-r.ts';
import { S } from './behaviour-blocks-s.ts';
import { T } from './behaviour-blocks-t.ts';
import { U } from './behaviour-blocks-u.ts';
import { V } from './behaviour-blocks-v.ts';
import { W } from './behaviour-blocks-w.ts';
import { X } from './behaviour-blocks-x.ts';
import { Y } from './behaviour-blocks-y.ts';
import { Z } from './behaviour-blocks-z.ts';
import { AA } from './behaviour-blocks-aa.ts';
import { AB } from './behaviour-blocks-ab.ts';
import { AC } from './behaviour-blocks-ac.ts';
import { AD } from './behaviour-blocks-ad.ts';
import { AE } from './behaviour-blocks-ae.ts';
import { AF } from './behaviour-blocks-af.ts';
import { parseBehaviourCases, type BehaviourCase } from './behaviours.ts';

/**
 * Blind behaviour blocks: ideas written by a writer who had not seen the reader, in domains the
 * behaviour corpus does not use, with what each should compute and do written before anything
 * ran. A block's first measure is recorded here when it is first scored and never changed; a
 * block is never edited or dropped.
 */
export interface BehaviourBlock {
  name: string;
  /** Exactly the expected values and actions, when first scored: "5/15". */
  firstMeasure: string;
  cases: BehaviourCase[];
}

export const BEHAVIOUR_BLOCKS: BehaviourBlock[] = [
  { name: 'A', firstMeasure: '5/15', cases: parseBehaviourCases(A) },
  { name: 'B', firstMeasure: '3/15', cases: parseBehaviourCases(B) },
  { name: 'C', firstMeasure: '2/15', cases: parseBehaviourCases(C) },
  { name: 'D', firstMeasure: '7/15', cases: parseBehaviourCases(D) },
  { name: 'E', firstMeasure: '7/15', cases: parseBehaviourCases(E) },
  { name: 'F', firstMeasure: '4/15', cases: parseBehaviourCases(F) },
  { name: 'G', firstMeasure: '4/15', cases: parseBehaviourCases(G) },
  { name: 'H', firstMeasure: '7/15', cases: parseBehaviourCases(H) },
  { name: 'I', firstMeasure: '3/15', cases: parseBehaviourCases(I) },
  { name: 'J', firstMeasure: '9/15', cases: parseBehaviourCases(J) },
  { name: 'K', firstMeasure: '4/15', cases: parseBehaviourCases(K) },
  { name: 'L', firstMeasure: '4/15', cases: parseBehaviourCases(L) },
  { name: 'M', firstMeasure: '2/15', cases: parseBehaviourCases(M) },
  { name: 'N', firstMeasure: '2/15', cases: parseBehaviourCases(N) },
  { name: 'O', firstMeasure: '10/15', cases: parseBehaviourCases(O) },
  { name: 'P', firstMeasure: '6/15', cases: parseBehaviourCases(P) },
  { name: 'Q', firstMeasure: '6/15', cases: parseBehaviourCases(Q) },
  { name: 'R', firstMeasure: '6/15', cases: parseBehaviourCases(R) },
  { name: 'S', firstMeasure: '4/15', cases: parseBehaviourCases(S) },
  { name: 'T', firstMeasure: '2/15', cases: parseBehaviourCases(T) },
  { name: 'U', firstMeasure: '4/15', cases: parseBehaviourCases(U) },
  { name: 'V', firstMeasure: '4/15', cases: parseBehaviourCases(V) },
  { name: 'W', firstMeasure: '2/15', cases: parseBehaviourCases(W) },
  { name: 'X', firstMeasure: '3/15', cases: parseBehaviourCases(X) },
  { name: 'Y', firstMeasure: '3/15', cases: parseBehaviourCases(Y) },
  { name: 'Z', firstMeasure: '4/15', cases: parseBehaviourCases(Z) },
  { name: 'AA', firstMeasure: '3/15', cases: parseBehaviourCases(AA) },
  { name: 'AB', firstMeasure: '3/15', cases: parseBehaviourCases(AB) },
  { name: 'AC', firstMeasure: '3/15', cases: parseBehaviourCases(AC) },
  { name: 'AD', firstMeasure: '6/15', cases: parseBehaviourCases(AD) },
  { name: 'AE', firstMeasure: '3/15', cases: parseBehaviourCases(AE) },
  { name: 'AF', firstMeasure: '5/15', cases: parseBehaviourCases(AF) },
];
