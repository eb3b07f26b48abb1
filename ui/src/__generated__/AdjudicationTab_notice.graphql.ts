/**
 * @generated SignedSource<<2569307e542500a72209e39277dec2eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdjudicationTab_notice$data = {
  readonly arose: string;
  readonly chargingOrder: boolean | null | undefined;
  readonly claimantName: string | null | undefined;
  readonly copies: ReadonlyArray<{
    readonly email: string;
    readonly servedAt: any | null | undefined;
    readonly sha256: string | null | undefined;
  }>;
  readonly dispute: string;
  readonly events: ReadonlyArray<{
    readonly adjudicator: string | null | undefined;
    readonly kind: string;
    readonly label: string;
    readonly on: any;
  }>;
  readonly items: ReadonlyArray<{
    readonly disputed: any;
    readonly kind: string;
    readonly label: string;
    readonly number: number;
  }>;
  readonly notLegalAdvice: string;
  readonly noticeDate: any | null | undefined;
  readonly number: number;
  readonly ownerLiability: boolean | null | undefined;
  readonly problems: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly relief: string;
  readonly respondentName: string | null | undefined;
  readonly rulesAsAt: any;
  readonly sha256: string | null | undefined;
  readonly status: string;
  readonly timetable: ReadonlyArray<{
    readonly date: any | null | undefined;
    readonly explanation: string;
    readonly key: string;
    readonly label: string;
    readonly projected: boolean;
    readonly section: string;
    readonly upTo: boolean;
  }>;
  readonly totalDisputed: any;
  readonly viewerCanAct: boolean;
  readonly " $fragmentType": "AdjudicationTab_notice";
};
export type AdjudicationTab_notice$key = {
  readonly " $data"?: AdjudicationTab_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdjudicationTab_notice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sha256",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdjudicationTab_notice",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimantName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "respondentName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dispute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arose",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relief",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chargingOrder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerLiability",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdjudicationItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disputed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalDisputed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldProblem",
      "kind": "LinkedField",
      "name": "problems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noticeDate",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AdjudicationCopy",
      "kind": "LinkedField",
      "name": "copies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "servedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdjudicationStep",
      "kind": "LinkedField",
      "name": "timetable",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "section",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "explanation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upTo",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdjudicationEventView",
      "kind": "LinkedField",
      "name": "events",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "on",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adjudicator",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAct",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rulesAsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notLegalAdvice",
      "storageKey": null
    }
  ],
  "type": "AdjudicationNotice",
  "abstractKey": null
};
})();

(node as any).hash = "01e22e27f723799725c2770a70893e13";

export default node;
