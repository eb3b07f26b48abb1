/**
 * @generated SignedSource<<63ff4589d9fcb276ab421d7d6f369732>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionStatementImportInput = {
  closingBalance?: any | null | undefined;
  contentType?: string | null | undefined;
  file: string;
  fileName: string;
  mapping?: BankColumnMappingInput | null | undefined;
};
export type BankColumnMappingInput = {
  amount?: string | null | undefined;
  balance?: string | null | undefined;
  credit?: string | null | undefined;
  date: string;
  debit?: string | null | undefined;
  description?: ReadonlyArray<string> | null | undefined;
  reference: ReadonlyArray<string>;
};
export type ReconcilePageImportMutation$variables = {
  input: RetentionStatementImportInput;
};
export type ReconcilePageImportMutation$data = {
  readonly retentionStatementImport: {
    readonly columnsToMap: ReadonlyArray<string> | null | undefined;
    readonly knownLines: number;
    readonly matched: number;
    readonly newLines: number;
  } | null | undefined;
};
export type ReconcilePageImportMutation = {
  response: ReconcilePageImportMutation$data;
  variables: ReconcilePageImportMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RetentionStatementImportPayload",
    "kind": "LinkedField",
    "name": "retentionStatementImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newLines",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "knownLines",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matched",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "columnsToMap",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconcilePageImportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconcilePageImportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "53c7ec79919a3f94a0a8a38200e1e572",
    "id": null,
    "metadata": {},
    "name": "ReconcilePageImportMutation",
    "operationKind": "mutation",
    "text": "mutation ReconcilePageImportMutation(\n  $input: RetentionStatementImportInput!\n) {\n  retentionStatementImport(input: $input) {\n    newLines\n    knownLines\n    matched\n    columnsToMap\n  }\n}\n"
  }
};
})();

(node as any).hash = "63623ec022a38460744ce95c48a36212";

export default node;
