/**
 * @generated SignedSource<<eaf64b3a0cf7d3e286f81e507c3e3536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimPage_line$data = {
  readonly entry: {
    readonly amount: any;
    readonly files: ReadonlyArray<{
      readonly contentType: string | null | undefined;
      readonly filename: string;
      readonly id: string;
      readonly isImage: boolean;
      readonly size: any | null | undefined;
      readonly url: string | null | undefined;
    }>;
    readonly group: ReadonlyArray<string>;
    readonly id: string;
    readonly isReversal: boolean;
    readonly itemId: string;
    readonly name: string;
    readonly position: any;
    readonly qtyMilli: any;
    readonly reference: string;
    readonly totalPrice: any;
    readonly type: LineType;
    readonly unitPrice: any;
  };
  readonly isRetention: boolean;
  readonly itemId: string;
  readonly percentComplete: number;
  readonly previous: any;
  readonly qtyPrevious: any;
  readonly qtyToDate: any;
  readonly remaining: any;
  readonly thisClaim: any;
  readonly toDate: any;
  readonly " $fragmentType": "ClaimPage_line";
};
export type ClaimPage_line$key = {
  readonly " $data"?: ClaimPage_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_line">;
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
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimPage_line",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previous",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thisClaim",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qtyPrevious",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qtyToDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percentComplete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRetention",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LedgerEntry",
      "kind": "LinkedField",
      "name": "entry",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
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
          "name": "group",
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
          "name": "totalPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qtyMilli",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isReversal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FileRef",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "filename",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "size",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isImage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimLine",
  "abstractKey": null
};
})();

(node as any).hash = "9cd15ddce8b78d197b5f0c56e96e3ca9";

export default node;
