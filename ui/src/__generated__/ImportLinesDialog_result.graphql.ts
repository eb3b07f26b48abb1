/**
 * @generated SignedSource<<83584865c98eea49b700e14730e3c97c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportLinesDialog_result$data = {
  readonly lines: ReadonlyArray<{
    readonly group: ReadonlyArray<string>;
    readonly name: string;
    readonly qtyMilli: any;
    readonly reference: string;
    readonly row: number;
    readonly totalPrice: any;
    readonly type: LineType;
    readonly unitPrice: any;
  }>;
  readonly message: string | null | undefined;
  readonly problems: ReadonlyArray<{
    readonly column: string | null | undefined;
    readonly reason: string;
    readonly row: number | null | undefined;
  }>;
  readonly totalPrice: any;
  readonly " $fragmentType": "ImportLinesDialog_result";
};
export type ImportLinesDialog_result$key = {
  readonly " $data"?: ImportLinesDialog_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportLinesDialog_result">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportLinesDialog_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportLine",
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
          "name": "group",
          "storageKey": null
        },
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
          "name": "qtyMilli",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CsvProblem",
      "kind": "LinkedField",
      "name": "problems",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "column",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "LinesImport",
  "abstractKey": null
};
})();

(node as any).hash = "e9ab1a19c34bf4c0afc082714f77d4f7";

export default node;
