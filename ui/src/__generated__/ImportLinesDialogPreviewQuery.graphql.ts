/**
 * @generated SignedSource<<0dec3be01644c9de7113a6cc9ab74f03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportLinesDialogPreviewQuery$variables = {
  contractId: string;
  csv?: string | null | undefined;
  file?: string | null | undefined;
  number: number;
};
export type ImportLinesDialogPreviewQuery$data = {
  readonly claimLinesImportPreview: {
    readonly " $fragmentSpreads": FragmentRefs<"ImportLinesDialog_result">;
  };
};
export type ImportLinesDialogPreviewQuery = {
  response: ImportLinesDialogPreviewQuery$data;
  variables: ImportLinesDialogPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contractId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "csv"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v4 = [
  {
    "kind": "Variable",
    "name": "contractId",
    "variableName": "contractId"
  },
  {
    "kind": "Variable",
    "name": "csv",
    "variableName": "csv"
  },
  {
    "kind": "Variable",
    "name": "file",
    "variableName": "file"
  },
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ImportLine",
    "kind": "LinkedField",
    "name": "lines",
    "plural": true,
    "selections": [
      (v5/*:: as any*/),
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
      (v6/*:: as any*/),
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
      (v5/*:: as any*/),
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
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportLinesDialogPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "LinesImport",
        "kind": "LinkedField",
        "name": "claimLinesImportPreview",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "ImportLinesDialog_result",
            "selections": (v7/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImportLinesDialogPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "LinesImport",
        "kind": "LinkedField",
        "name": "claimLinesImportPreview",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "57aef71e519acb23cd84fc65fee24701",
    "id": null,
    "metadata": {},
    "name": "ImportLinesDialogPreviewQuery",
    "operationKind": "query",
    "text": "query ImportLinesDialogPreviewQuery(\n  $contractId: ID!\n  $number: Int!\n  $csv: String\n  $file: String\n) {\n  claimLinesImportPreview(contractId: $contractId, number: $number, csv: $csv, file: $file) {\n    ...ImportLinesDialog_result\n  }\n}\n\nfragment ImportLinesDialog_result on LinesImport {\n  lines {\n    row\n    name\n    group\n    type\n    qtyMilli\n    unitPrice\n    totalPrice\n    reference\n  }\n  problems {\n    row\n    column\n    reason\n  }\n  message\n  totalPrice\n}\n"
  }
};
})();

(node as any).hash = "8634a0ef7b3ddf061489fab0ceb857d0";

export default node;
