/**
 * @generated SignedSource<<46856093cc08f16738436605f9e23b97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionStatementServeInput = {
  contractId: string;
};
export type StatementsCardServeMutation$variables = {
  input: RetentionStatementServeInput;
};
export type StatementsCardServeMutation$data = {
  readonly retentionStatementServe: {
    readonly report: {
      readonly number: number;
    };
  } | null | undefined;
};
export type StatementsCardServeMutation = {
  response: StatementsCardServeMutation$data;
  variables: StatementsCardServeMutation$variables;
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
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementsCardServeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionStatementServePayload",
        "kind": "LinkedField",
        "name": "retentionStatementServe",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "name": "StatementsCardServeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionStatementServePayload",
        "kind": "LinkedField",
        "name": "retentionStatementServe",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "49ba89020de38777a602b96af02d1175",
    "id": null,
    "metadata": {},
    "name": "StatementsCardServeMutation",
    "operationKind": "mutation",
    "text": "mutation StatementsCardServeMutation(\n  $input: RetentionStatementServeInput!\n) {\n  retentionStatementServe(input: $input) {\n    report {\n      number\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f49bc828a25912cc8e18bd614fc1f4be";

export default node;
