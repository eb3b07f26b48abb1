"""`whatsNew` and `whatsNewMark`: the changelog widget state, per account, on the server."""
from tests.auth_helpers import new_client, sign_in

STATE = "{ whatsNew { seenIds readIds badgeDelayMs } }"
MARK = ("mutation($seen: [String!], $read: [String!]) { whatsNewMark(input: {seen: $seen, read: $read}) "
        "{ whatsNew { seenIds readIds } } }")


def gql(client, query, session=None, **variables):
    headers = {"user-account-id": str(session["userAccountId"])} if session else {}
    return client.post("/graphql", json={"query": query, "variables": variables}, headers=headers).get_json()


def state(client, session):
    return gql(client, STATE, session)["data"]["whatsNew"]


def test_a_new_account_has_seen_nothing(signed_in):
    client, session = signed_in()
    assert state(client, session) == {"seenIds": [], "readIds": [], "badgeDelayMs": 2000}
    assert gql(new_client(client.application), STATE)["data"] == {"whatsNew": None}


def test_marking_adds_ids_and_a_read_entry_is_seen(signed_in):
    client, session = signed_in()
    gql(client, MARK, session, seen=["a", "b"])
    answer = gql(client, MARK, session, seen=["b", "c"], read=["d"])["data"]["whatsNewMark"]["whatsNew"]
    assert answer == {"seenIds": ["a", "b", "c", "d"], "readIds": ["d"]}
    assert state(client, session)["seenIds"] == ["a", "b", "c", "d"]


def test_the_last_30_of_each_are_kept(signed_in):
    client, session = signed_in()
    ids = [f"entry-{n}" for n in range(45)]
    gql(client, MARK, session, seen=ids[:30], read=ids[:30])
    gql(client, MARK, session, seen=ids[30:], read=ids[30:])
    kept = state(client, session)
    assert kept["seenIds"] == ids[15:]
    assert kept["readIds"] == ids[15:]
    # Marking an old id again makes it the newest, and the oldest one drops out.
    gql(client, MARK, session, read=["entry-15"])
    kept = state(client, session)
    assert kept["readIds"] == ids[16:] + ["entry-15"] and len(kept["seenIds"]) == 30


def test_the_state_follows_the_account_to_another_browser_and_no_one_else(app, signed_in, run_jobs, dev_mail):
    client, ann = signed_in()
    gql(client, MARK, ann, seen=["claims", "export"], read=["claims"])
    other_browser = new_client(app)
    again = sign_in(other_browser, ann["email"], run_jobs, dev_mail, signup=False)
    assert state(other_browser, again) == {"seenIds": ["claims", "export"], "readIds": ["claims"], "badgeDelayMs": 2000}
    # Another account, even one signed in on the same browser, has its own state.
    _, bob = signed_in(client=client)
    assert state(client, bob)["seenIds"] == []
    gql(client, MARK, bob, seen=["schedules"])
    assert state(client, ann)["seenIds"] == ["claims", "export"]


def test_bad_ids_are_refused_with_a_clear_message(signed_in):
    client, session = signed_in()
    for bad in (["Not An Id"], ["x" * 65], [""]):
        answer = gql(client, MARK, session, seen=bad)
        assert answer["errors"][0]["message"] == "Invalid entry id"
        assert answer["errors"][0]["extensions"]["field"] == "seen"
    too_many = gql(client, MARK, session, read=[f"e{n}" for n in range(31)])
    assert too_many["errors"][0]["message"] == "At most 30 entry ids at a time"
    assert state(client, session)["seenIds"] == []


def test_marking_needs_a_signed_in_account(browser_client):
    answer = gql(browser_client(), MARK, seen=["a"])
    assert answer["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
