// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title JadeVerse token staking (docs/product/platform.md §9 "Staking plans"): a stake locks tokens for a plan's
/// months and earns amount × APR × months / 12. The promo APR applies to a stake made within 7 days of
/// the reference time. Two vesting types:
/// - FullVesting: the principal and the whole reward are paid at the end of the term; withdrawn early,
///   only the principal comes back (the reward is forfeited).
/// - EarlyVesting: the reward accrues by the second over the term and can be claimed as it accrues;
///   the principal stays locked until the end.
/// Rewards come from a pool the owner funds; a stake is refused when the pool cannot cover its reward.
contract JadeVerseStaking {
    enum Vesting {
        FullVesting,
        EarlyVesting
    }

    struct Plan {
        uint32 months;
        /// Annual rates in basis points (4 % = 400).
        uint32 aprNormalBps;
        uint32 aprPromoBps;
    }

    struct Stake {
        uint8 planId;
        Vesting vesting;
        bool closed;
        uint64 startedAt;
        uint64 endsAt;
        uint256 amount;
        uint256 reward;
        uint256 rewardPaid;
    }

    uint256 public constant PROMO_WINDOW = 7 days;
    uint256 private constant MONTH = 30 days;

    IERC20 public immutable token;
    address public immutable owner;
    uint256 public immutable promoReference;
    /// Reward tokens not yet promised to a stake.
    uint256 public rewardPool;
    Plan[] private plans;
    mapping(address => Stake[]) private stakesOf;

    event Staked(address indexed staker, uint256 indexed stakeId, uint8 planId, Vesting vesting, uint256 amount, uint256 reward);
    event RewardClaimed(address indexed staker, uint256 indexed stakeId, uint256 amount);
    event Withdrawn(address indexed staker, uint256 indexed stakeId, uint256 principal, uint256 reward);

    error NotOwner();
    error NoSuchPlan();
    error NoSuchStake();
    error ZeroAmount();
    error PoolTooSmall();
    error StakeClosed();
    error StillLocked();
    error TransferFailed();

    constructor(IERC20 token_, uint256 promoReference_, Plan[] memory plans_) {
        token = token_;
        owner = msg.sender;
        promoReference = promoReference_;
        for (uint256 i = 0; i < plans_.length; i++) plans.push(plans_[i]);
    }

    function planCount() external view returns (uint256) {
        return plans.length;
    }

    /// Plan `planId` (1-based, as the page numbers them).
    function plan(uint8 planId) public view returns (Plan memory) {
        if (planId == 0 || planId > plans.length) revert NoSuchPlan();
        return plans[planId - 1];
    }

    /// Whether a stake made at `when` gets the promo APR: the launch week, from the reference time
    /// (staking opens) for PROMO_WINDOW, as the /token page states it (web/src/features/token/staking.ts).
    function isPromo(uint256 when) public view returns (bool) {
        return when >= promoReference && when - promoReference < PROMO_WINDOW;
    }

    /// The reward a stake of `amount` on `planId` made now earns over its term.
    function quote(uint8 planId, uint256 amount) public view returns (uint256) {
        Plan memory p = plan(planId);
        uint256 apr = isPromo(block.timestamp) ? p.aprPromoBps : p.aprNormalBps;
        return (amount * apr * p.months) / (12 * 10_000);
    }

    function fundRewards(uint256 amount) external {
        if (msg.sender != owner) revert NotOwner();
        if (!token.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
        rewardPool += amount;
    }

    function stake(uint8 planId, Vesting vesting, uint256 amount) external returns (uint256 stakeId) {
        if (amount == 0) revert ZeroAmount();
        Plan memory p = plan(planId);
        uint256 reward = quote(planId, amount);
        if (reward > rewardPool) revert PoolTooSmall();
        rewardPool -= reward;
        if (!token.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
        stakeId = stakesOf[msg.sender].length;
        stakesOf[msg.sender].push(
            Stake({
                planId: planId,
                vesting: vesting,
                closed: false,
                startedAt: uint64(block.timestamp),
                endsAt: uint64(block.timestamp + p.months * MONTH),
                amount: amount,
                reward: reward,
                rewardPaid: 0
            })
        );
        emit Staked(msg.sender, stakeId, planId, vesting, amount, reward);
    }

    /// The reward of an EarlyVesting stake earned so far and not yet paid.
    function claimable(address staker, uint256 stakeId) public view returns (uint256) {
        Stake storage s = existing(staker, stakeId);
        if (s.closed || s.vesting != Vesting.EarlyVesting) return 0;
        uint256 elapsed = block.timestamp >= s.endsAt ? s.endsAt - s.startedAt : block.timestamp - s.startedAt;
        uint256 earned = (s.reward * elapsed) / (s.endsAt - s.startedAt);
        return earned - s.rewardPaid;
    }

    function claimReward(uint256 stakeId) external {
        Stake storage s = existing(msg.sender, stakeId);
        uint256 amount = claimable(msg.sender, stakeId);
        if (amount == 0) return;
        s.rewardPaid += amount;
        if (!token.transfer(msg.sender, amount)) revert TransferFailed();
        emit RewardClaimed(msg.sender, stakeId, amount);
    }

    /// Ends a stake: at or after its end, the principal and the unpaid reward; before it, a FullVesting
    /// stake returns its principal and forfeits its reward to the pool (an EarlyVesting stake's
    /// principal is locked until the end).
    function withdraw(uint256 stakeId) external {
        Stake storage s = existing(msg.sender, stakeId);
        if (s.closed) revert StakeClosed();
        uint256 reward;
        if (block.timestamp >= s.endsAt) {
            reward = s.reward - s.rewardPaid;
        } else {
            if (s.vesting == Vesting.EarlyVesting) revert StillLocked();
            rewardPool += s.reward;
        }
        s.closed = true;
        s.rewardPaid += reward;
        if (!token.transfer(msg.sender, s.amount + reward)) revert TransferFailed();
        emit Withdrawn(msg.sender, stakeId, s.amount, reward);
    }

    /// Every stake of `staker`, in the order made (ids are positions).
    function stakes(address staker) external view returns (Stake[] memory) {
        return stakesOf[staker];
    }

    function existing(address staker, uint256 stakeId) private view returns (Stake storage) {
        if (stakeId >= stakesOf[staker].length) revert NoSuchStake();
        return stakesOf[staker][stakeId];
    }
}
