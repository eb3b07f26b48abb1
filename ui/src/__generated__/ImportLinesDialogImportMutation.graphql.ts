/**
 * @generated SignedSource<<b8be16874510e4b9a7d37cb34be35ffe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimLinesImportInput = {
  contractId: string;
  csv?: string | null | undefined;
  file?: string | null | undefined;
  number: number;
};
export type ImportLinesDialogImportMutation$variables = {
  input: ClaimLinesImportInput;
};
export type ImportLinesDialogImportMutation$data = {
  readonly claimLinesImport: {
    readonly ledgerRev: string | null | undefined;
    readonly result: {
      readonly " $fragmentSpreads": FragmentRefs<"ImportLinesDialog_result">;
    };
  } | null | undefined;
};
export type ImportLinesDialogImportMutation = {
  response: ImportLinesDialogImportMutation$data;
  variables: ImportLinesDialogImportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ledgerRev",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ImportLine",
    "kind": "LinkedField",
    "name": "lines",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
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
      (v4/*:: as any*/),
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
      (v3/*:: as any*/),
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
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportLinesDialogImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClaimLinesImportPayload",
        "kind": "LinkedField",
        "name": "claimLinesImport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LinesImport",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "ImportLinesDialog_result",
                "selections": (v5/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportLinesDialogImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClaimLinesImportPayload",
        "kind": "LinkedField",
        "name": "claimLinesImport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LinesImport",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c8851881835d9fdfeec20f925c742cb6",
    "id": null,
    "metadata": {},
    "name": "ImportLinesDialogImportMutation",
    "operationKind": "mutation",
    "text": "mutation ImportLinesDialogImportMutation(\n  $input: ClaimLinesImportInput!\n) {\n  claimLinesImport(input: $input) {\n    ledgerRev\n    result {\n      ...ImportLinesDialog_result\n    }\n  }\n}\n\nfragment ImportLinesDialog_result on LinesImport {\n  lines {\n    row\n    name\n    group\n    type\n    qtyMilli\n    unitPrice\n    totalPrice\n    reference\n  }\n  problems {\n    row\n    column\n    reason\n  }\n  message\n  totalPrice\n}\n"
  }
};
})();

(node as any).hash = "2676d4908421b64b4b4c98978c94eec0";

export default node;
