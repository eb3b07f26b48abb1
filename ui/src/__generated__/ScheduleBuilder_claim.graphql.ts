/**
 * @generated SignedSource<<af5c5926684302d09d04f8bab4fe21b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_claim$data = {
  readonly number: number;
  readonly recordedFrom: string | null | undefined;
  readonly schedule: {
    readonly adjustExcl: any;
    readonly adjustTax: any;
    readonly basis: {
      readonly grossBefore: any;
      readonly retainedBefore: any;
      readonly retentionFormula: {
        readonly marginalRates: ReadonlyArray<{
          readonly rate: number;
          readonly upTo: any | null | undefined;
        }>;
        readonly maxAmount: any | null | undefined;
      } | null | undefined;
      readonly taxRateId: string;
    };
    readonly claimRev: number;
    readonly dueDate: any | null | undefined;
    readonly isTaxInvoice: boolean;
    readonly lines: ReadonlyArray<{
      readonly claimed: any;
      readonly itemId: string;
      readonly name: string;
      readonly reason: string;
      readonly removable: boolean;
      readonly removed: boolean;
      readonly scheduled: any;
    }>;
    readonly notes: ReadonlyArray<string>;
    readonly payWhenPaidWarnings: ReadonlyArray<{
      readonly itemId: string | null | undefined;
      readonly message: string;
      readonly note: number | null | undefined;
      readonly words: string;
    }>;
    readonly reference: string;
    readonly retentionReleaseWarnings: ReadonlyArray<{
      readonly held: any;
      readonly itemId: string;
      readonly message: string;
    }>;
    readonly version: number;
  } | null | undefined;
  readonly standing: {
    readonly lateScheduleNotice: string | null | undefined;
    readonly nextLabel: string | null | undefined;
  };
  readonly viewerCanSchedule: boolean;
  readonly " $fragmentType": "ScheduleBuilder_claim";
};
export type ScheduleBuilder_claim$key = {
  readonly " $data"?: ScheduleBuilder_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSchedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimStanding",
      "kind": "LinkedField",
      "name": "standing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lateScheduleNotice",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentSchedule",
      "kind": "LinkedField",
      "name": "schedule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimRev",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
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
          "name": "isTaxInvoice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adjustExcl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adjustTax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentScheduleLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "claimed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scheduled",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "removable",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "removed",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PayWhenPaidWarning",
          "kind": "LinkedField",
          "name": "payWhenPaidWarnings",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "note",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "words",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionReleaseWarning",
          "kind": "LinkedField",
          "name": "retentionReleaseWarnings",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "held",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentScheduleBasis",
          "kind": "LinkedField",
          "name": "basis",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "grossBefore",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "retainedBefore",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taxRateId",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "39520b6dd2de644d62c5bf22d6fe7592";

export default node;
