/**
 * @generated SignedSource<<d5d6d09077d3d095797e655616b034a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_revision$data = {
  readonly dueDate: any | null | undefined;
  readonly gstRegistered: boolean;
  readonly lines: ReadonlyArray<{
    readonly isRetention: boolean;
    readonly itemId: string;
    readonly thisClaim: any;
  }>;
  readonly retention: {
    readonly thisClaim: any;
  } | null | undefined;
  readonly retentionFormula: {
    readonly marginalRates: ReadonlyArray<{
      readonly rate: number;
      readonly upTo: any | null | undefined;
    }>;
    readonly maxAmount: any | null | undefined;
  } | null | undefined;
  readonly rev: number;
  readonly title: string;
  readonly totals: {
    readonly grossToDate: any;
    readonly retentionsToDate: any;
  };
  readonly " $fragmentType": "ScheduleBuilder_revision";
};
export type ScheduleBuilder_revision$key = {
  readonly " $data"?: ScheduleBuilder_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_revision">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thisClaim",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rev",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstRegistered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "grossToDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionsToDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimLine",
      "kind": "LinkedField",
      "name": "retention",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionFormula",
      "kind": "LinkedField",
      "name": "retentionFormula",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionBand",
          "kind": "LinkedField",
          "name": "marginalRates",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rate",
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
          "kind": "ScalarField",
          "name": "maxAmount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isRetention",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};
})();

(node as any).hash = "4318cda45aae2d20126b63d53be099d3";

export default node;
